import type { Migration } from '../../../platform/db/migrations';
import { createAccounts } from './202611210501-create-accounts';
import { createJournal } from './202611210502-create-journal';
import { createFiscalPeriods } from './202611210503-create-fiscal-periods';
import { createPieceCounters } from './202611210504-create-piece-counters';
import { createAccountingConfig } from './202611210505-create-accounting-config';
import { createJournalsAndThirdParties } from './202612150900-create-journals-and-third-parties';
import { assignJournalsAndThirdParties } from './202612150901-assign-journals-and-third-parties';
import { ledgerTotals } from './202612160900-ledger-totals';
import { openItems } from './202612170900-open-items';
import { openDues } from './202612180900-open-dues';

export const migrations: Migration[] = [
  createAccounts,
  createJournal,
  createFiscalPeriods,
  createPieceCounters,
  createAccountingConfig,
  createJournalsAndThirdParties,
  assignJournalsAndThirdParties,
  ledgerTotals,
  openItems,
  openDues,
];
