import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { Customer } from './customer';
import { DunningConfig } from './dunning-config';
import { Invoice } from './invoice';
import { InvoiceLine } from './invoice-line';
import { InvoicePayment } from './invoice-payment';
import { InvoiceReminder } from './invoice-reminder';
import { InvoicingSettings } from './invoicing-settings';

export { customerNameKey } from './customer';
export type { StoredDunningLevel } from './dunning-config';
export { Customer, DunningConfig, Invoice, InvoiceLine, InvoicePayment, InvoiceReminder, InvoicingSettings };

export function initInvoicingModels(sequelize: Sequelize): void {
  Customer.initModel(sequelize);
  Invoice.initModel(sequelize);
  InvoiceLine.initModel(sequelize);
  InvoicePayment.initModel(sequelize);
  InvoiceReminder.initModel(sequelize);
  DunningConfig.initModel(sequelize);
  InvoicingSettings.initModel(sequelize);
  Invoice.hasMany(InvoiceLine, { as: 'lines', foreignKey: 'invoiceId' });

  const read = 'accounting.read';
  auditable(Customer, { entityType: 'CUSTOMER', readPermission: read, ignore: ['nameKey'] });
  auditable(Invoice, { entityType: 'INVOICE', readPermission: read, ignore: ['vatBreakdown', 'pdfDocumentId'] });
  // Lines and payments belong to their invoice's history.
  auditable(InvoiceLine, { entityType: 'INVOICE', readPermission: read, entityId: (l) => l.invoiceId });
  auditable(InvoicePayment, { entityType: 'INVOICE', readPermission: read, entityId: (p) => p.invoiceId, actions: { create: 'PAYMENT_RECORDED' } });
  auditable(InvoiceReminder, { entityType: 'INVOICE', readPermission: read, entityId: (r) => r.invoiceId, actions: { create: 'REMINDER_SENT' } });
  auditable(DunningConfig, { entityType: 'DUNNING_CONFIG', readPermission: read });
  auditable(InvoicingSettings, { entityType: 'INVOICING_SETTINGS', readPermission: read });
}
