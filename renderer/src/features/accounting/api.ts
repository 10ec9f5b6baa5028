/** Shapes and paths of the ledger API (server/modules/accounting), as the screens use them. */

export interface AccountRecord {
  id: string;
  code: string;
  title: string;
  accountClass: number;
  type: string;
  status: 'ACTIVE' | 'INACTIVE';
  isSystem: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EntryLineRecord {
  id: string;
  lineNo: number;
  accountCode: string;
  accountTitle: string | null;
  label: string | null;
  debit: string;
  credit: string;
  thirdParty: string | null;
  dueDate: string | null;
  letterCode: string | null;
}

export type EntryAction = 'edit' | 'delete' | 'post' | 'reverse';

export interface EntryRecord {
  id: string;
  pieceNumber: string;
  journalId: string;
  journalCode: string;
  journalName: string | null;
  date: string;
  label: string;
  source: string;
  sourceRef: string | null;
  status: 'DRAFT' | 'POSTED';
  reversalOfId: string | null;
  reversedById: string | null;
  postedAt: string | null;
  createdAt: string;
  totalDebit: string;
  totalCredit: string;
  lines: EntryLineRecord[];
  attachments: EntryAttachmentRecord[];
  actions: EntryAction[];
}

export interface EntryAttachmentRecord {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface PeriodRecord {
  id: string;
  year: number;
  month: number;
  period: string;
  startDate: string;
  endDate: string;
  status: 'OPEN' | 'CLOSED' | 'REOPENED';
  closedAt: string | null;
  draftEntries: number;
  actions: Array<'close' | 'reopen'>;
}

export interface ConfigRecord {
  chartStandard: 'SYSCOHADA' | 'PCG';
  country: string;
  currency: string;
  taxRegime: string;
  standardVatRate: string;
  vatPeriodicity: string;
  socialBody: string;
  postingRequiresWrite: boolean;
  updatedAt: string;
}

export interface BankAccountRecord {
  id: string;
  accountCode: string;
  title: string;
  bank: string;
  iban: string;
  bic: string | null;
  isDefault: boolean;
  createdAt: string;
}

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

export interface JournalRecord {
  id: string;
  code: string;
  name: string;
  kind: 'SALES' | 'PURCHASES' | 'BANK' | 'CASH' | 'MISC' | 'OPENING';
  active: boolean;
}
