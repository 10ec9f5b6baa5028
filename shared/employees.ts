/** Identifiers of the employee records, shared by the server, the renderer and the import template. */

export const EMPLOYEE_STATUSES = ['PRE_HIRE', 'ACTIVE', 'ON_LEAVE', 'SUSPENDED', 'TERMINATED'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** Documents proving who the employee is (number, issuing country, validity). */
export const IDENTITY_DOCUMENT_CATEGORIES = ['NATIONAL_ID', 'PASSPORT', 'RESIDENCE_PERMIT', 'DRIVING_LICENSE', 'BIRTH_CERTIFICATE', 'CONSULAR_CARD'] as const;
/** Documents of the HR file. */
export const HR_DOCUMENT_CATEGORIES = [
  'CV',
  'DIPLOMA',
  'CERTIFICATE',
  'WORK_PERMIT',
  'MEDICAL_CERTIFICATE',
  'CRIMINAL_RECORD',
  'SOCIAL_SECURITY_CARD',
  'BANK_DETAILS',
  'TRAINING',
  'OTHER',
] as const;
export type IdentityDocumentCategory = (typeof IDENTITY_DOCUMENT_CATEGORIES)[number];
export type HrDocumentCategory = (typeof HR_DOCUMENT_CATEGORIES)[number];
export type DocumentCategory = IdentityDocumentCategory | HrDocumentCategory;
export const DOCUMENT_CATEGORIES = [...IDENTITY_DOCUMENT_CATEGORIES, ...HR_DOCUMENT_CATEGORIES] as const;

export const DOCUMENT_KINDS = ['IDENTITY', 'HR'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export function documentKindOf(category: DocumentCategory): DocumentKind {
  return (IDENTITY_DOCUMENT_CATEGORIES as readonly string[]).includes(category) ? 'IDENTITY' : 'HR';
}

/** How many days before its expiry date a document is announced. */
export const DOCUMENT_EXPIRY_NOTICE_DAYS = 30;

/** `••••1234`: the last four characters of a social security number, the rest hidden. */
export function maskSsn(ssn: string | null | undefined): string | null {
  if (!ssn) return null;
  const compact = ssn.replace(/\s+/g, '');
  return `••••${compact.slice(-4)}`;
}
