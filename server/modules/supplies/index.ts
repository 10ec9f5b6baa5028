import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initSuppliesModels } from './models';
import { purchaseRequestRoutes } from './routes/purchase-requests';
import { vendorRoutes } from './routes/vendors';
import { committedAmounts, type CommittedAmount } from './services/commitments';
import { purchaseWorkflowHandler } from './services/workflow';
import { seedDemoSupplies } from './seed';
import './events';

export type { PurchaseCommitment } from './events';
export type { CommittedAmount } from './services/commitments';

/** What other modules (budgets) learn of purchases: committed amounts per account. */
export interface PurchasingPort {
  committedAmounts(period?: { from?: string; to?: string }): Promise<CommittedAmount[]>;
}

declare module '../../platform/modules/contract' {
  interface Ports {
    purchasing: PurchasingPort;
  }
}

const purchasing: PurchasingPort = { committedAmounts };

/**
 * Supplies: the vendor register (never deleted, only deactivated) and purchase requests approved
 * through the PURCHASE_REQUEST circuit of the approval engine, then ordered and received.
 */
export const suppliesModule: ModuleDefinition = {
  id: 'supplies',
  uses: ['people', 'ledger'],
  provides: { purchasing: () => purchasing },
  contributes: {
    migrations,
    models: (sequelize) => initSuppliesModels(sequelize),
    // Static paths (/active, /code-suggestion, /mine) are mounted before /{id}.
    routes: () => [vendorRoutes(), purchaseRequestRoutes()],
    workflow: [purchaseWorkflowHandler],
    permissions: ['supplies.request', 'supplies.manage'],
    seed: seedDemoSupplies,
  },
};
