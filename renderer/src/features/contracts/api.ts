import type {
  AmendmentStatus,
  ContractAlertKind,
  ContractStatus,
  ContractType,
} from '../../../../shared/contracts';

export type { ContractStatus, ContractType };

export interface AmendmentValues {
  salary?: string;
  weeklyHours?: number;
  jobTitle?: string;
  workLocation?: string;
  endDate?: string;
  trialPeriodEndDate?: string;
}

export interface Amendment {
  id: string;
  contractId: string;
  number: number;
  status: AmendmentStatus;
  effectiveDate: string;
  reason: string;
  changes: AmendmentValues;
  previousValues: AmendmentValues | null;
  signedAt: string | null;
  signedOn: string | null;
  signedFilename: string | null;
  appliedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
}

export interface Contract {
  id: string;
  reference: string;
  employee: { id: string; name: string; employeeNumber: string | null };
  templateId: string | null;
  type: ContractType;
  status: ContractStatus;
  country: string;
  jobTitle: string | null;
  salary: string;
  currency: string;
  weeklyHours: number | null;
  startDate: string;
  endDate: string | null;
  trialPeriodEndDate: string | null;
  workLocation: string | null;
  body?: string;
  sentAt: string | null;
  signedAt: string | null;
  signedOn: string | null;
  signedFilename: string | null;
  activatedAt: string | null;
  terminatedAt: string | null;
  terminationDate: string | null;
  terminationReason: string | null;
  allowedActions: string[];
  amendments?: Amendment[];
  createdAt: string;
  updatedAt: string;
}

export interface ContractTemplate {
  id: string;
  code: string | null;
  name: string;
  country: string;
  contractType: ContractType;
  language: string;
  description: string | null;
  body: string;
  placeholders: string[];
  shared: boolean;
  active: boolean;
}

export interface ContractAlert {
  contractId: string;
  reference: string;
  type: ContractType;
  kind: ContractAlertKind;
  date: string;
  daysLeft: number;
  employee: { id: string; name: string };
  notifiedAt: string | null;
}

export interface Placeholder {
  key: string;
  fr: string;
  en: string;
}

export const CONTRACTS_PATH = '/hr/contracts';
export const TEMPLATES_PATH = '/hr/contract-templates';
export const ALERTS_PATH = '/hr/contracts/alerts';
export const PREVIEW_PATH = '/hr/contracts/preview';
export const PLACEHOLDERS_PATH = '/hr/contracts/placeholders';
export const contractPath = (id: string) => `/hr/contracts/${id}`;
export const contractActionPath = (
  id: string,
  action:
    | 'send'
    | 'sign'
    | 'activate'
    | 'terminate'
    | 'amendments'
    | 'pdf'
    | 'pdf/download'
    | 'signed-copy'
    | 'text',
) => `/hr/contracts/${id}/${action}`;
export const amendmentActionPath = (
  id: string,
  amendmentId: string,
  action: 'sign' | 'cancel' | 'signed-copy',
) => `/hr/contracts/${id}/amendments/${amendmentId}/${action}`;
export const templatePath = (id: string) => `/hr/contract-templates/${id}`;

export const READ = { permissions: ['contract.read'], module: 'HR' };
export const MANAGE = { permissions: ['contract.manage'], module: 'HR' };
export const CONTRACT_TONES = {
  SENT: 'info',
  SIGNED: 'info',
  ACTIVE: 'success',
  AMENDED: 'success',
  TERMINATED: 'default',
  DRAFT: 'default',
} as const;
export const AMENDMENT_TONES = {
  DRAFT: 'default',
  SIGNED: 'info',
  APPLIED: 'success',
  CANCELLED: 'default',
} as const;
export const SIGNED_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
