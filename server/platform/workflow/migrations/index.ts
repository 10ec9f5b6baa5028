import type { Migration } from '../../db/migrations';
import { createWorkflowTables } from './202611210901-create-workflow-tables';

export const workflowMigrations: Migration[] = [createWorkflowTables];
