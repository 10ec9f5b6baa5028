import type { Migration } from '../../../platform/db/migrations';
import { createBankStatements } from './202611211500-create-bank-statements';

export const migrations: Migration[] = [createBankStatements];
