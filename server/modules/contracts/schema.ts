import { z } from 'zod';
import { booleanQuery, listQuery } from '../../platform/http/list';
import { CONTRACT_ALERT_KINDS, CONTRACT_ALERT_NOTICE_DAYS } from '../../../shared/contracts';
import { ContractStatusSchema, ContractTypeSchema, CountrySchema } from '../../../shared/schemas/contracts';
import { CONTRACT_SORTS } from './services/contracts';
import { TEMPLATE_SORTS } from './services/templates';

export * from '../../../shared/schemas/contracts';
export { AlertView, AmendmentView, ContractTextView, ContractView, PlaceholderView, PreviewView, SendResultView, TemplateView } from '../../../shared/views/contracts';

const bool = booleanQuery;

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

