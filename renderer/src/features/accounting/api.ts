/** Shapes (inferred from shared/views/accounting.ts) and paths of the ledger API. */
import type { z } from 'zod';
import type { EntryAction } from '../../../../shared/accounting';
import type { JournalView } from '../../../../shared/schemas/accounting-books';
import type {
  AccountView,
  BankAccountView,
  BulkPostView,
  ConfigView,
  EntryAttachmentView,
  FiscalPeriodView,
  JournalEntryView,
  JournalLineView,
} from '../../../../shared/views/accounting';

export type { EntryAction };
export type AccountRecord = z.infer<typeof AccountView>;
export type EntryLineRecord = z.infer<typeof JournalLineView>;
export type EntryRecord = z.infer<typeof JournalEntryView>;
export type PeriodRecord = z.infer<typeof FiscalPeriodView>;
export type ConfigRecord = z.infer<typeof ConfigView>;
export type BankAccountRecord = z.infer<typeof BankAccountView>;
export type BulkPostResult = z.infer<typeof BulkPostView>;
export type EntryAttachmentRecord = z.infer<typeof EntryAttachmentView>;

export const CHART_PATH = '/accounting/chart-of-accounts';
export const AUTOCOMPLETE_PATH = '/accounting/chart-of-accounts/autocomplete';
export const accountPath = (id: string) => `${CHART_PATH}/${id}`;

export const JOURNAL_PATH = '/accounting/journal';
export const entryPath = (id: string) => `${JOURNAL_PATH}/${id}`;
export const entryActionPath = (id: string, action: 'post' | 'reverse') => `${JOURNAL_PATH}/${id}/${action}`;

export const PERIODS_PATH = '/accounting/fiscal-periods';
export const periodActionPath = (id: string, action: 'close' | 'reopen') => `${PERIODS_PATH}/${id}/${action}`;
export const CALENDAR_PATH = '/accounting/fiscal/calendar';

export const CONFIG_PATH = '/accounting/config';
export const BANK_ACCOUNTS_PATH = '/accounting/config/bank-accounts';
export const bankAccountPath = (id: string) => `${BANK_ACCOUNTS_PATH}/${id}`;

/** Screen routes. */
export const ROUTES = {
  chart: '/accounting/chart-of-accounts',
  journal: '/accounting/journal',
  newEntry: '/accounting/journal/new',
  entry: (id: string) => `/accounting/journal/${id}`,
  periods: '/accounting/fiscal-periods',
  config: '/accounting/config',
};

export const JOURNALS_PATH = '/accounting/journals';

export type JournalRecord = JournalView;
