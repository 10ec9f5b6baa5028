import type { Migration } from '../../../platform/db/migrations';
import { createAccounts } from './202611210501-create-accounts';
import { createJournal } from './202611210502-create-journal';
import { createFiscalPeriods } from './202611210503-create-fiscal-periods';
import { createPieceCounters } from './202611210504-create-piece-counters';
import { createAccountingConfig } from './202611210505-create-accounting-config';

export const migrations: Migration[] = [createAccounts, createJournal, createFiscalPeriods, createPieceCounters, createAccountingConfig];
