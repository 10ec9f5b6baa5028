import { z } from 'zod';
import { booleanQuery, listQuery } from '../../platform/http/list';
import { EmployeeStatusSchema, DocumentCategorySchema, DocumentKindSchema } from '../../../shared/schemas/employees';
import { DIRECTORY_SORTS } from './services/directory';

export * from '../../../shared/schemas/employees';

const q = z.string().trim().max(100).optional().describe('Words to find in name, email, employee number or job title (accents and case ignored)');

export const DirectoryQuery = listQuery(DIRECTORY_SORTS, {
  department: z.uuid().optional().describe('Department id'),
  status: EmployeeStatusSchema.optional().describe('Without it the directory shows everyone but TERMINATED employees'),
  managerId: z.uuid().optional(),
  q,
});

export const AdminEmployeesQuery = listQuery(DIRECTORY_SORTS, {
  department: z.uuid().optional(),
  status: EmployeeStatusSchema.optional().describe('Without it every status is listed'),
  managerId: z.uuid().optional(),
  q,
});

export const SearchQuery = listQuery([], { q: z.string().trim().min(1).max(100) }).extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const EmployeeIdParams = z.object({ employeeId: z.uuid() });
export const PersonParams = z.object({ employeeProfileId: z.uuid() });
export const DocumentParams = z.object({ employeeId: z.uuid(), documentId: z.uuid() });

export const DocumentsQuery = listQuery([], { kind: DocumentKindSchema.optional(), category: DocumentCategorySchema.optional() });

export const ExpiringQuery = listQuery(['expiryDate'], {
  days: z.coerce.number().int().min(0).max(366).default(30),
  includeExpired: booleanQuery(false),
});

export const ImportQuery = z.object({
  dryRun: booleanQuery(false).describe('true: validate and report without writing'),
});

export const DepartmentsQuery = listQuery(['name', 'code', 'createdAt'], { q: z.string().trim().max(100).optional(), parentId: z.uuid().optional() });
