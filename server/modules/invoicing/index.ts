import type { ModuleDefinition } from '../../platform/modules';
import { today } from './runtime';
import { migrations } from './migrations';
import { initInvoicingModels } from './models';
import { invoicing, type InvoicingPort } from './port';
import { customerRoutes } from './routes/customers';
import { invoiceActionRoutes } from './routes/invoice-actions';
import { invoiceRoutes } from './routes/invoices';
import { settingsRoutes } from './routes/settings';
import { dunningJob } from './services/dunning-job';
import { seedDemoInvoicing } from './seed';
import './events';

export type { InvoicingPort, InvoicedVat, OpenInvoice } from './port';
export { DUNNING_JOB } from './services/dunning-job';

declare module '../../platform/modules/contract' {
  interface Ports {
    invoicing: InvoicingPort;
  }
}

/**
 * Customer invoicing: customers, invoices and credit notes with their PDF (Factur-X for French
 * companies), payments, cancellation, dunning. Every document and payment posts its entry through
 * the ledger port in the request's transaction.
 */
export const invoicingModule: ModuleDefinition = {
  id: 'invoicing',
  uses: ['ledger', 'tenants'],
  provides: { invoicing: () => invoicing },
  contributes: {
    migrations,
    models: (sequelize) => initInvoicingModels(sequelize),
    routes: () => [customerRoutes(), invoiceRoutes(), invoiceActionRoutes(), settingsRoutes()],
    jobs: [dunningJob],
    // Sent invoices past their due date that still owe something (the accounting dashboard).
    dashboardCounters: [{ key: 'overdueInvoices', count: async () => (await invoicing.overdue(today())).count }],
    permissions: ['accounting.read', 'accounting.write', 'accounting.manage', 'accounting.invoicing.read'],
    seed: seedDemoInvoicing,
  },
};
