import { z } from 'zod';
import { PURCHASE_REQUEST_STATUSES } from '../../../shared/supplies';
import { booleanQuery, enumListQuery, listQuery } from '../../platform/http/list';

export const VendorListQuery = listQuery(['name', 'code', 'createdAt'], {
  q: z.string().trim().max(100).optional().meta({ description: 'Words of the code, name, email or tax id (accents and case ignored)' }),
  active: booleanQuery().meta({ description: 'true: active vendors only; false: inactive only' }),
});

export const CodeSuggestionQuery = z.object({ name: z.string().trim().min(1).max(150) });

const status = enumListQuery(PURCHASE_REQUEST_STATUSES, 'Comma-separated statuses');

export const MyRequestsQuery = listQuery(['createdAt', 'neededBy', 'reference', 'total', 'status'], { status });

export const ManagedRequestsQuery = listQuery(['createdAt', 'neededBy', 'reference', 'total', 'status'], {
  status,
  vendorId: z.uuid().optional(),
  q: z.string().trim().max(100).optional().meta({ description: 'Part of the reference or of the justification' }),
});
