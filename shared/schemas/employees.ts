import { z } from 'zod';
import { isoDateSchema } from './dates';
import { DOCUMENT_CATEGORIES, DOCUMENT_KINDS, EMPLOYEE_STATUSES } from '../employees';
import { checkIban, isValidBicCode, normalizeBic, normalizeIban, type IbanProblem } from '../iban';

/**
 * Request schemas of the employees module, shared by the server (validation, OpenAPI) and the
 * renderer (forms refuse what the server would refuse, with the same messages).
 */

const date = isoDateSchema;

/** Trimmed text; empty means absent. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? null : s));
const optionalText = (max: number) => text(max).nullable().optional();
const optionalDate = () =>
  z
    .union([date(), z.literal('')])
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();
export const optionalEmail = (message = 'Not a valid email address') =>
  z
    .union([z.email(message).max(254), z.literal('')])
    .transform((s) => (s === '' ? null : s.toLowerCase()))
    .nullable()
    .optional();
const optionalUuid = () => z.uuid().nullable().optional();

/** Digits, spaces, dots, dashes and brackets, an optional leading +, at least 6 characters. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,}$/;

export const phoneNumber = (message = 'Not a valid phone number') =>
  z
    .string()
    .trim()
    .max(40)
    .refine((value) => PHONE_PATTERN.test(value), message);

export const optionalPhone = (message?: string) =>
  z
    .union([phoneNumber(message), z.literal('')])
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

export const EmployeeStatusSchema = z.enum(EMPLOYEE_STATUSES);

/** IBAN normalised (no spaces, upper case) and checked; `messages` lets a form word the problems. */
export const ibanField = (messages?: Partial<Record<IbanProblem, string>>) =>
  z.string().transform((value, ctx) => {
    const check = checkIban(value);
    if (!check.valid) ctx.addIssue({ code: 'custom', message: messages?.[check.problem] ?? check.message });
    return check.iban;
  });
export const bicField = (message = 'Not a valid BIC') =>
  z
    .string()
    .transform((s) => normalizeBic(s))
    .refine((s) => isValidBicCode(s), message);
export const IbanSchema = ibanField();
export const BicSchema = bicField();

export const BankAccountSchema = z.object({
  iban: IbanSchema,
  bic: BicSchema,
  bankName: optionalText(120),
  accountHolder: optionalText(150),
});
export type BankAccountInput = z.infer<typeof BankAccountSchema>;

export const EmergencyContactSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(150),
  relationship: z.string().trim().min(1, 'Required').max(60),
  phone: phoneNumber(),
});
export type EmergencyContactInput = z.infer<typeof EmergencyContactSchema>;

/** Fields of an employee profile set by HR (users.manage). */
const employeeFields = {
  employeeNumber: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(30)
    .regex(/^[A-Za-z0-9._/-]+$/, 'Letters, digits and . _ / - only'),
  firstName: z.string().trim().min(1, 'Required').max(100),
  lastName: z.string().trim().min(1, 'Required').max(100),
  email: optionalEmail(),
  jobTitle: optionalText(150),
  departmentId: optionalUuid(),
  managerId: optionalUuid(),
  hireDate: optionalDate(),
  collectiveAgreementCode: optionalText(50),
  phone: optionalPhone(),
  personalEmail: optionalEmail(),
  address: optionalText(500),
  birthDate: optionalDate(),
  nationality: z
    .union([z.string().regex(/^[A-Za-z]{2}$/, 'Two-letter country code'), z.literal('')])
    .transform((s) => (s === '' ? null : s.toUpperCase()))
    .nullable()
    .optional(),
  socialSecurityNumber: z
    .union([
      z
        .string()
        .trim()
        .max(40)
        .regex(/^[A-Za-z0-9 .-]{4,}$/, 'Not a valid social security number'),
      z.literal(''),
    ])
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional(),
  userId: optionalUuid(),
  bankAccount: BankAccountSchema.nullable().optional(),
  emergencyContact: EmergencyContactSchema.nullable().optional(),
};

/** POST /admin/employees: a new profile starts in PRE_HIRE; without a number one is assigned. */
export const CreateEmployeeSchema = z.object({
  ...employeeFields,
  employeeNumber: employeeFields.employeeNumber.optional(),
});
export type CreateEmployeeInput = z.infer<typeof CreateEmployeeSchema>;

/** PUT /admin/employees/{id}: the fields given are changed, null clears one; status is not changed here. */
export const UpdateEmployeeSchema = z.object({
  ...employeeFields,
  employeeNumber: employeeFields.employeeNumber.optional(),
  firstName: employeeFields.firstName.optional(),
  lastName: employeeFields.lastName.optional(),
});
export type UpdateEmployeeInput = z.infer<typeof UpdateEmployeeSchema>;

export const LifecycleChangeSchema = z.object({
  status: EmployeeStatusSchema,
  effectiveDate: date().optional(),
  reason: z.string().trim().max(500).optional(),
});
export type LifecycleChangeInput = z.infer<typeof LifecycleChangeSchema>;

/** PUT /hr/me: what an employee may change on their own profile. */
export const SelfProfileSchema = z.object({
  phone: employeeFields.phone,
  personalEmail: employeeFields.personalEmail,
  address: employeeFields.address,
});
export type SelfProfileInput = z.infer<typeof SelfProfileSchema>;

export const DepartmentSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(120),
  code: optionalText(30),
  parentId: optionalUuid(),
});
export type DepartmentInput = z.infer<typeof DepartmentSchema>;
export const UpdateDepartmentSchema = DepartmentSchema.partial();

export const DocumentCategorySchema = z.enum(DOCUMENT_CATEGORIES);
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS);

/** Multipart fields sent with an uploaded document (all strings on the wire). */
export const DocumentMetadataSchema = z.object({
  category: DocumentCategorySchema,
  title: z.string().trim().min(1, 'Required').max(200).optional(),
  documentNumber: optionalText(60),
  issuingCountry: employeeFields.nationality,
  issueDate: optionalDate(),
  expiryDate: optionalDate(),
});
export type DocumentMetadataInput = z.infer<typeof DocumentMetadataSchema>;
export const UpdateDocumentSchema = DocumentMetadataSchema.partial();

export { normalizeIban };
