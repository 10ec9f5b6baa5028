import { z } from 'zod';
import { AMENDMENT_STATUSES, CONTRACT_ACTIONS, CONTRACT_ALERT_KINDS, CONTRACT_STATUSES, CONTRACT_TYPES } from '../contracts';

/**
 * Response views of the employment contracts: the presenter answers them, API tests check every
 * answer against them, /openapi.json documents them, and the renderer infers its types from them.
 */

const money = z.string().describe('Decimal amount with two decimals');

export const ChangesView = z.object({
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
  allowedActions: z.array(z.enum(CONTRACT_ACTIONS)).describe('Actions the contract status allows'),
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

export const ContractTextView = z.object({ text: z.string() });
