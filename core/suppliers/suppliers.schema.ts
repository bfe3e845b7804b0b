// Issue 24: a contractor's suppliers and what each material costs them (Settings → Suppliers). Messages in SPEC §5's words.
import { z } from 'zod';
import { fenceTypes } from '../catalogue/fence-types';
import { formatPhone, isValidUsPhone } from '../customers/phone';
import { materialCategories, materialUnits } from '../materials/material-line';
import { packNames } from './packs';

const MAX_TEXT = 'Must be 100 characters or less';
/** An optional text: blank is "not given" (null). */
const optionalText = (max: number, message = MAX_TEXT) =>
  z.string({ error: 'Invalid input' }).trim().max(max, message).nullish().transform((v) => (v ? v : null));

export const supplierInputSchema = z.object({
  name: z.string({ error: 'Supplier name is required' }).trim().min(1, { error: 'Supplier name is required', abort: true }).max(100, MAX_TEXT),
  contactName: optionalText(100),
  email: z
    .string({ error: 'Invalid email address' }).trim().toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email address')
    .max(254, 'Invalid email address').nullish().transform((v) => (v ? v : null)),
  phone: z
    .string({ error: 'Please enter a valid 10-digit phone number' }).trim()
    .refine((v) => v === '' || isValidUsPhone(v), 'Please enter a valid 10-digit phone number')
    .nullish().transform((v) => (v ? formatPhone(v) : null)),
  accountNumber: optionalText(50, 'Account number must be 50 characters or less'),
  leadTimeDays: z
    .number({ error: 'Lead time must be a whole number of days from 0 to 365' })
    .int('Lead time must be a whole number of days from 0 to 365')
    .min(0, 'Lead time must be a whole number of days from 0 to 365')
    .max(365, 'Lead time must be a whole number of days from 0 to 365')
    .nullish().transform((v) => v ?? null),
  yardAddress: optionalText(200, 'Address must be 200 characters or less'),
});
export type SupplierInput = z.output<typeof supplierInputSchema>;

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accountNumber: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  yardAddress: z.string().nullable(),
  archived: z.boolean(),
  /** Materials that name this supplier. */
  materialCount: z.number().int(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierListQuerySchema = z.object({ archived: z.stringbool().default(false) });

const PACK_SIZE = 'Pack size must be a whole number of 1 or more';
const UNIT_COST = 'Cost must be $0.00 or more';

/** PUT one material's price: its supplier, part number, pack and unit cost (cents per unit of the materials list). */
export const materialPriceInputSchema = z.object({
  materialKey: z.string({ error: 'Invalid input' }).trim().min(1, 'Invalid input').max(200, 'Invalid input'),
  supplierId: z.guid({ error: 'Invalid input' }).nullable(),
  partNumber: optionalText(60, 'Part number must be 60 characters or less'),
  packName: z.enum(packNames, { error: 'Invalid input' }),
  packSize: z.number({ error: PACK_SIZE }).int(PACK_SIZE).min(1, PACK_SIZE).max(100_000, PACK_SIZE),
  unitCostCents: z.number({ error: UNIT_COST }).int(UNIT_COST).min(0, UNIT_COST).max(100_000_000, 'Cost is too large').nullable(),
});
export type MaterialPriceInput = z.output<typeof materialPriceInputSchema>;

export const materialPriceRowSchema = z.object({
  materialKey: z.string(),
  category: z.enum(materialCategories),
  material: z.string(),
  size: z.string(),
  fenceType: z.enum(fenceTypes).nullable(),
  unit: z.enum(materialUnits),
  supplierId: z.string().nullable(),
  partNumber: z.string().nullable(),
  packName: z.enum(packNames),
  packSize: z.number().int(),
  unitCostCents: z.number().int().nullable(),
  costChangedAt: z.string().nullable(),
});
export type MaterialPriceRow = z.infer<typeof materialPriceRowSchema>;

/** Labour costs (what the crew costs the contractor, not the labour price charged) and the minimum margin. */
const laborCost = (label: string) =>
  z.number({ error: `${label} must be $0.00 or more` }).int(`${label} must be $0.00 or more`).min(0, `${label} must be $0.00 or more`).max(10_000_000, `${label} is too large`);
export const costSettingsInputSchema = z.object({
  laborCostPerFootCents: laborCost('Labor cost per foot'),
  laborCostPerPostCents: laborCost('Labor cost per post'),
  laborCostPerGateCents: laborCost('Labor cost per gate'),
  crewHourlyCostCents: laborCost('Crew cost per hour').nullable(),
  minimumMarginPercent: z
    .number({ error: 'Minimum margin must be between 0 and 100' })
    .min(0, 'Minimum margin must be between 0 and 100')
    .max(100, 'Minimum margin must be between 0 and 100')
    .nullable(),
});
export type CostSettingsInput = z.output<typeof costSettingsInputSchema>;
export const costSettingsSchema = costSettingsInputSchema.extend({ saved: z.boolean() });

/** A supplier's price list (CSV text the browser read from the file): part number, description, unit, cost. */
export const PRICE_LIST_MAX_CHARS = 2_000_000;
export const priceListBodySchema = z.object({
  supplierId: z.guid({ error: 'Invalid input' }),
  csv: z.string({ error: 'Choose a CSV file' }).min(1, 'Choose a CSV file').max(PRICE_LIST_MAX_CHARS, 'The file is too large (at most 2 MB)'),
});

export const priceListRowSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  partNumber: z.string(),
  description: z.string(),
  unit: z.string(),
  costCents: z.number().int().nullable(),
  /** Messages in the page's language come from `key` + `params` (signedInErrors.suppliers.priceList.*). */
  errors: z.array(z.object({ message: z.string(), key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })),
  /** The materials this part number is set on (for this supplier), with their unit cost before and after. */
  matches: z.array(z.object({ materialKey: z.string(), oldUnitCostCents: z.number().int().nullable(), newUnitCostCents: z.number().int() })),
});
export const priceListPreviewSchema = z.object({
  rows: z.array(priceListRowSchema),
  errorCount: z.number().int(),
  matchedCount: z.number().int(),
  unmatchedCount: z.number().int(),
});
export type PriceListPreview = z.infer<typeof priceListPreviewSchema>;
export const priceListImportResultSchema = z.object({ updated: z.number().int() });
