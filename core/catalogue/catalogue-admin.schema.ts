// The admin's side of the catalogue (SPEC §3 material_styles, style_pricing, post_caps, hardware_items,
// fence/post/gate_type_images; issue 13 item 7). Prices are integer cents, like every amount.
import { z } from 'zod';
import { fenceTypes } from './fence-types';
import { whenFieldsValid } from '../validation/when-fields-valid';

const cents = (label: string) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be whole cents`).min(0, `${label} cannot be negative`).max(100_000_00, `${label} is too large`);
const optionalCents = (label: string) => cents(label).nullable();
const name = z.string().trim().min(1, 'Name is required').max(80, 'Name must be 80 characters or less');
const imageKey = z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Image key may use lowercase letters, digits and dashes').max(60, 'Image key must be 60 characters or less');

export const catalogueFenceTypeSchema = z.enum(fenceTypes, { error: 'Choose vinyl, cedar or chain link' });

export const stylePriceInputSchema = z.object({
  /** Present for a height that already exists: its id is kept, so carts that hold it keep working. */
  id: z.guid().optional(),
  heightFt: z.number({ error: 'Height must be a number' }).min(3, 'Height must be between 3 and 12 ft').max(12, 'Height must be between 3 and 12 ft').multipleOf(0.5, 'Height must be in half feet'),
  pricePerFootCents: cents('Price per foot'),
  panelPriceCents: optionalCents('Panel price'),
  postPriceCents: optionalCents('Post price'),
  gatePriceCents: optionalCents('Gate price'),
});

export const materialStyleInputSchema = z
  .object({
    fenceType: catalogueFenceTypeSchema,
    name,
    // Issue 21 item 9: optional; left out of a request, the stored Spanish name stays as it is.
    nameEs: z.string().trim().max(80, 'Name must be 80 characters or less').nullable().optional(),
    description: z.string().trim().max(500, 'Description must be 500 characters or less').nullable(),
    imageKey: imageKey.nullable(),
    sortOrder: z.number().int('Sort order must be a whole number').min(0, 'Sort order must be 0 or more').max(10_000),
    isActive: z.boolean(),
    prices: z.array(stylePriceInputSchema).min(1, 'Add at least one height with its prices').max(20, 'At most 20 heights'),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<number>();
    s.prices.forEach((p, i) => {
      if (seen.has(p.heightFt)) ctx.addIssue({ code: 'custom', path: ['prices', i, 'heightFt'], message: 'Each height may appear once' });
      seen.add(p.heightFt);
    });
  }, whenFieldsValid('prices'));
export type MaterialStyleInput = z.output<typeof materialStyleInputSchema>;

export const postCapInputSchema = z.object({
  name,
  fenceType: catalogueFenceTypeSchema.nullable(),
  priceCents: cents('Price'),
  imageKey: imageKey.nullable(),
  isActive: z.boolean(),
});
export type PostCapInput = z.output<typeof postCapInputSchema>;

export const hardwareCategories = ['hinge', 'latch', 'drop_rod', 'concrete', 'other'] as const;
export const hardwareUnits = ['each', 'pair', 'bag', 'box'] as const;

export const hardwareItemInputSchema = z.object({
  category: z.enum(hardwareCategories, { error: 'Choose a category' }),
  name,
  fenceType: catalogueFenceTypeSchema.nullable(),
  unit: z.enum(hardwareUnits, { error: 'Choose a unit' }),
  priceCents: cents('Price'),
  isActive: z.boolean(),
});
export type HardwareItemInput = z.output<typeof hardwareItemInputSchema>;

export const catalogueImageKinds = ['fence', 'post', 'gate'] as const;
export type CatalogueImageKind = (typeof catalogueImageKinds)[number];

/** Raster images only: an uploaded SVG could carry script. 2 MB is plenty for a product photo. */
export const catalogueImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_CATALOGUE_IMAGE_BYTES = 2 * 1024 * 1024;

export const imageUploadSchema = z.object({
  contentType: z.enum(catalogueImageTypes, { error: 'Upload a PNG, JPEG or WebP image' }),
  /** The file's bytes, base64. */
  dataBase64: z.string().min(1, 'Choose an image file').max(Math.ceil((MAX_CATALOGUE_IMAGE_BYTES * 4) / 3) + 4, 'The image must be 2 MB or smaller'),
});

export const catalogueImageCreateSchema = z.object({
  kind: z.enum(catalogueImageKinds),
  key: imageKey,
  label: z.string().trim().min(1, 'Label is required').max(80, 'Label must be 80 characters or less'),
  image: imageUploadSchema,
});
export type CatalogueImageCreate = z.output<typeof catalogueImageCreateSchema>;

export const catalogueImageUpdateSchema = z.object({
  label: z.string().trim().min(1, 'Label is required').max(80, 'Label must be 80 characters or less'),
  isActive: z.boolean(),
  image: imageUploadSchema.optional(),
});
export type CatalogueImageUpdate = z.output<typeof catalogueImageUpdateSchema>;

export const catalogueImageParamsSchema = z.object({ kind: z.enum(catalogueImageKinds), id: z.guid() });

/** Whose rows: null is the platform's catalogue every contractor sells from. */
const owner = { contractorId: z.string().nullable(), ownerName: z.string().nullable() };

export const adminCatalogueSchema = z.object({
  styles: z.array(
    z.object({
      id: z.string(), ...owner, fenceType: z.string(), name: z.string(), nameEs: z.string().nullable(), description: z.string().nullable(), imageKey: z.string().nullable(),
      sortOrder: z.number().int(), isActive: z.boolean(),
      prices: z.array(stylePriceInputSchema.extend({ id: z.string() })),
    }),
  ),
  postCaps: z.array(z.object({ id: z.string(), ...owner, name: z.string(), fenceType: z.string().nullable(), priceCents: z.number().int(), imageKey: z.string().nullable(), isActive: z.boolean() })),
  hardware: z.array(z.object({ id: z.string(), ...owner, category: z.string(), name: z.string(), fenceType: z.string().nullable(), unit: z.string(), priceCents: z.number().int(), isActive: z.boolean() })),
  images: z.array(
    z.object({ id: z.string(), kind: z.enum(catalogueImageKinds), key: z.string(), label: z.string(), isActive: z.boolean(), url: z.string().nullable(), svg: z.string().nullable() }),
  ),
});
export type AdminCatalogue = z.infer<typeof adminCatalogueSchema>;
