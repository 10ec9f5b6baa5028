import type { ChartStandard } from '../../../shared/accounting';

export interface ChartAccountRef {
  code: string;
  title: string;
}

interface InvoicingAccounts {
  receivable: ChartAccountRef;
  sales: ChartAccountRef;
  vatCollected: ChartAccountRef;
  cash: ChartAccountRef;
  mobileMoney: ChartAccountRef;
  /** A bank when the tenant has registered no bank account. */
  bank: ChartAccountRef;
}

/**
 * Where invoicing posts, per chart: customers 4111 (PCG 411), services sold 7061 (PCG 706), VAT
 * collected 4431 (PCG 44571), cash 5711 (PCG 530), mobile money 552 (no PCG equivalent: a bank
 * account). Accounts the tenant's chart lacks are created as system accounts.
 */
export const INVOICING_ACCOUNTS: Record<ChartStandard, InvoicingAccounts> = {
  SYSCOHADA: {
    receivable: { code: '4111', title: 'Clients' },
    sales: { code: '7061', title: 'Services vendus' },
    vatCollected: { code: '4431', title: 'État, TVA facturée sur ventes' },
    cash: { code: '5711', title: 'Caisse siège social' },
    mobileMoney: { code: '552', title: 'Monnaie électronique (mobile money)' },
    bank: { code: '521', title: 'Banques locales' },
  },
  PCG: {
    receivable: { code: '411', title: 'Clients' },
    sales: { code: '706', title: 'Prestations de services' },
    vatCollected: { code: '44571', title: 'TVA collectée' },
    cash: { code: '530', title: 'Caisse' },
    mobileMoney: { code: '512', title: 'Banques' },
    bank: { code: '512', title: 'Banques' },
  },
};

/** Titles of the usual sales accounts, for the ones a line names and the chart lacks. */
export function salesAccountTitle(code: string): string {
  if (code.startsWith('701') || code.startsWith('707')) return 'Ventes de marchandises';
  if (code.startsWith('706')) return code === '7061' ? 'Services vendus' : 'Prestations de services';
  return 'Ventes';
}
