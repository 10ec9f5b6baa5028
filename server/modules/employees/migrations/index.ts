import type { Migration } from '../../../platform/db/migrations';
import { createDepartments } from './202611210601-create-departments';
import { createEmployees } from './202611210602-create-employees';
import { createEmployeeDocuments } from './202611210603-create-employee-documents';

export const migrations: Migration[] = [createDepartments, createEmployees, createEmployeeDocuments];
