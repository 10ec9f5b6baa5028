import type { z } from 'zod';
import type { ImportIssueView } from '../../../../../shared/views/employees';

export { IMPORT_SEVERITIES } from '../../../../../shared/views/employees';

export type ImportIssue = z.infer<typeof ImportIssueView>;
