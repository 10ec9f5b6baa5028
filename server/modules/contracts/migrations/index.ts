import type { Migration } from '../../../platform/db/migrations';
import { createContracts } from './202611210910-create-contracts';
import { sharedContractTemplates } from './202611210911-shared-contract-templates';

export const migrations: Migration[] = [createContracts, sharedContractTemplates];
