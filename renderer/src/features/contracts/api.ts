import type { z } from 'zod';
import type { ContractStatus, ContractType } from '../../../../shared/contracts';
import type {
  AlertView,
  AmendmentView,
  ChangesView,
  ContractTextView,
  ContractView,
  PlaceholderView,
  PreviewView,
  SendResultView,
  TemplateView,
} from '../../../../shared/views/contracts';

export type { ContractStatus, ContractType };

export type AmendmentValues = z.infer<typeof ChangesView>;
export type Amendment = z.infer<typeof AmendmentView>;
export type Contract = z.infer<typeof ContractView>;
export type SentContract = z.infer<typeof SendResultView>;
export type ContractTemplate = z.infer<typeof TemplateView>;
export type ContractAlert = z.infer<typeof AlertView>;
export type Placeholder = z.infer<typeof PlaceholderView>;
export type ContractPreview = z.infer<typeof PreviewView>;
export type ContractText = z.infer<typeof ContractTextView>;

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
