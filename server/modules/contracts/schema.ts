import { z } from 'zod';
import { listQuery } from '../../platform/http/list';
import { AMENDMENT_STATUSES, CONTRACT_ALERT_KINDS, CONTRACT_ALERT_NOTICE_DAYS, CONTRACT_STATUSES, CONTRACT_TYPES } from '../../../shared/contracts';
import { ContractStatusSchema, ContractTypeSchema, CountrySchema } from '../../../shared/schemas/contracts';
import { CONTRACT_SORTS } from './services/contracts';
import { TEMPLATE_SORTS } from './services/templates';

export * from '../../../shared/schemas/contracts';

const bool = () =>
  z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional();

export const ContractsQuery = listQuery(CONTRACT_SORTS, {
  employeeId: z.uuid().optional(),
  status: ContractStatusSchema.optional(),
  type: ContractTypeSchema.optional(),
  q: z.string().trim().max(100).optional().describe('Part of the reference or job title'),
});

export const TemplatesQuery = listQuery(TEMPLATE_SORTS, {
  country: CountrySchema.optional(),
  type: ContractTypeSchema.optional(),
  active: bool(),
  shared: bool().describe('true: only the templates Baobab provides; false: only your own'),
  q: z.string().trim().max(100).optional(),
});

export const AlertsQuery = listQuery([], {
  days: z.coerce.number().int().min(0).max(366).default(CONTRACT_ALERT_NOTICE_DAYS),
  kind: z.enum(CONTRACT_ALERT_KINDS).optional(),
});

export const AmendmentParams = z.object({ id: z.uuid(), amendmentId: z.uuid() });

const money = z.string().describe('Decimal amount with two decimals');
const ChangesView = z.object({
  salary: money.optional(),
  weeklyHours: z.number().optional(),
  jobTitle: z.string().optional(),
  workLocation: z.string().optional(),
  endDate: z.string().optional(),
  trialPeriodEndDate: z.string().optional(),
});

export const AmendmentView = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  number: z.number().int(),
  status: z.enum(AMENDMENT_STATUSES),
  effectiveDate: z.string(),
  reason: z.string(),
  changes: ChangesView,
  previousValues: ChangesView.nullable(),
  signedAt: z.string().nullable(),
  signedOn: z.string().nullable(),
  signedFilename: z.string().nullable(),
  appliedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});

export const ContractView = z.object({
  id: z.uuid(),
  reference: z.string(),
  employee: z.object({ id: z.uuid(), name: z.string(), employeeNumber: z.string().nullable() }),
  templateId: z.uuid().nullable(),
  type: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  country: z.string(),
  jobTitle: z.string().nullable(),
  salary: money,
  currency: z.string(),
  weeklyHours: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  trialPeriodEndDate: z.string().nullable(),
  workLocation: z.string().nullable(),
  body: z.string().optional().describe('The text with its placeholders (detail only)'),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedOn: z.string().nullable(),
  signedFilename: z.string().nullable(),
  activatedAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  terminationDate: z.string().nullable(),
  terminationReason: z.string().nullable(),
  allowedActions: z.array(z.string()).describe('Actions the contract status allows: edit, send, sign, activate, terminate, amend'),
  amendments: z.array(AmendmentView).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const SendResultView = ContractView.extend({ sentTo: z.string().nullable() });

export const TemplateView = z.object({
  id: z.uuid(),
  code: z.string().nullable(),
  name: z.string(),
  country: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  language: z.string(),
  description: z.string().nullable(),
  body: z.string(),
  placeholders: z.array(z.string()),
  shared: z.boolean().describe('Provided by Baobab: read-only, duplicate it to adapt it'),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const PreviewView = z.object({ text: z.string(), placeholders: z.array(z.string()), unknownPlaceholders: z.array(z.string()) });

export const AlertView = z.object({
  contractId: z.uuid(),
  reference: z.string(),
  type: z.enum(CONTRACT_TYPES),
  kind: z.enum(CONTRACT_ALERT_KINDS),
  date: z.string(),
  daysLeft: z.number().int(),
  employee: z.object({ id: z.uuid(), name: z.string() }),
  notifiedAt: z.string().nullable(),
});

export const PlaceholderView = z.object({ key: z.string(), fr: z.string(), en: z.string() });
