// The materials catalogue as the cart reads it (SPEC §3 material_styles, style_pricing, post_caps, hardware_items, *_type_images).
import { z } from 'zod';

export const catalogueStyleSchema = z.object({
  id: z.string(),
  fenceType: z.string(),
  name: z.string(),
  /** The admin's Spanish name (issue 21 item 9), shown to Spanish readers; null when not set. */
  nameEs: z.string().nullable().optional(),
  description: z.string().nullable(),
  imageKey: z.string().nullable(),
  pricing: z.array(
    z.object({
      id: z.string(),
      heightFt: z.number(),
      pricePerFootCents: z.number().int(),
      panelPriceCents: z.number().int().nullable(),
      postPriceCents: z.number().int().nullable(),
      gatePriceCents: z.number().int().nullable(),
    }),
  ),
});

export const catalogueSchema = z.object({
  styles: z.array(catalogueStyleSchema),
  postCaps: z.array(z.object({ id: z.string(), name: z.string(), fenceType: z.string().nullable(), priceCents: z.number().int(), imageKey: z.string().nullable() })),
  hardware: z.array(
    z.object({ id: z.string(), category: z.string(), name: z.string(), fenceType: z.string().nullable(), unit: z.string(), priceCents: z.number().int() }),
  ),
  /** Illustration SVG markup by image key. */
  images: z.record(z.string(), z.string()),
  /** Uploaded pictures by image key (the admin's catalogue, issue 13 item 7); a key here wins over its illustration. */
  imageUrls: z.record(z.string(), z.string()),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** Feet of fence one panel covers: SPEC §9 material length 96 inches. */
export const panelLengthFt = 8;
