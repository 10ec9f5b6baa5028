import { z } from 'zod';
import { amountSchema, isoDateSchema } from './accounting';
import { bicField, ibanField, optionalEmail } from './employees';
import { PURCHASE_ITEMS_MAX, PURCHASE_QUANTITY_MAX, VENDOR_CODE_MAX } from '../supplies';

/**
 * Request schemas of the supplies module (vendors, purchase requests), shared by the server
 * (validation, OpenAPI) and the renderer's forms (same rules, same messages).
 */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? null : s));
const optionalText = (max: number) => text(max).nullable().optional();
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .transform((value) => (value === '' ? null : (value as z.infer<T>)))
    .nullable()
    .optional();

export const vendorCodeSchema = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Required')
    .max(VENDOR_CODE_MAX)
    .regex(/^[A-Z0-9][A-Z0-9._-]*$/, 'Letters, digits, dots, dashes and underscores only');

const vendorShape = {
  code: vendorCodeSchema().optional().meta({ description: 'Unique per tenant (409 DUPLICATE); suggested from the name when omitted (first 3 words, 6 characters each)' }),
  name: z.string().trim().min(1, 'Required').max(150),
  email: optionalEmail(),
  phone: optionalText(40),
  address: optionalText(500),
  taxId: optionalText(40),
  iban: blankToNull(ibanField()).meta({ description: 'Checked server-side (country format, check digits, WAEMU RIB key); stored without spaces' }),
  bic: blankToNull(bicField()),
  accountingCode: z
    .string()
    .trim()
    .regex(/^4[0-9]{2,9}$/, 'A third-party account of class 4 (401 by default)')
    .optional()
    .meta({ description: 'Default 401' }),
  paymentTermsDays: z.coerce.number().int('Whole days').min(0).max(365).optional().meta({ description: 'Default 30' }),
  notes: optionalText(2000),
};

export const VendorBody = z.object(vendorShape);
export type VendorInput = z.infer<typeof VendorBody>;

/** PUT: the fields given replace the stored ones; fields omitted are kept. */
export const UpdateVendorBody = z.object({ ...vendorShape, name: vendorShape.name.optional() });
export type UpdateVendorInput = z.infer<typeof UpdateVendorBody>;

export const PurchaseItemBody = z.object({
  description: z.string().trim().min(1, 'Required').max(300),
  quantity: z.coerce.number().int('A whole quantity').min(1, 'At least 1').max(PURCHASE_QUANTITY_MAX),
  unitPrice: amountSchema()
    .refine((cents) => cents > 0, 'The estimated unit price must be above zero')
    .meta({ description: 'Estimated unit price, a decimal string or number (exact, two decimals)' }),
});

const purchaseShape = {
  vendorId: z.uuid('Choose a vendor').meta({ description: 'An active vendor of /supplies/vendors/active' }),
  neededBy: isoDateSchema().meta({ description: 'Needed-by date, not in the past' }),
  justification: z.string().trim().min(1, 'Required').max(2000),
  accountCode: z
    .string()
    .trim()
    .regex(/^[0-9]{3,10}$/, 'An account number')
    .nullish()
    .transform((v) => v ?? null)
    .meta({ description: 'Optional expense account the purchase is charged to (budget commitments)' }),
  items: z.array(PurchaseItemBody).min(1, 'At least one item').max(PURCHASE_ITEMS_MAX),
};

export const PurchaseRequestBody = z.object(purchaseShape);
export type PurchaseRequestInput = z.infer<typeof PurchaseRequestBody>;

export const PurchaseDecisionBody = z.object({ comment: z.string().trim().max(1000).nullish() });
export const PurchaseNoteBody = z.object({ note: z.string().trim().max(1000).nullish() });
