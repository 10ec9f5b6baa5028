import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initSuppliesModels } from './models';
import { purchaseRequestRoutes } from './routes/purchase-requests';
import { vendorRoutes } from './routes/vendors';
import type { BudgetCommitmentsPort } from '../budgets';
import { committedAmounts } from './services/commitments';
import { purchaseWorkflowHandler } from './services/workflow';
import { seedDemoSupplies } from './seed';
import './events';

export type { PurchaseCommitment } from './events';
export type { CommittedAmount } from './services/commitments';

/**
 * What the budgets learn of purchases: the amounts of approved requests not yet received, per
 * account, by approval date (a request that names no account is left out: no budget line holds it).
 */
const budgetCommitments: BudgetCommitmentsPort = {
  async committed({ from, to }) {
    const amounts = await committedAmounts({ from, to });
    return amounts.flatMap((a) => (a.accountCode ? [{ accountCode: a.accountCode, amountCents: a.amountCents }] : []));
  },
};

/**
 * Supplies: the vendor register (never deleted, only deactivated) and purchase requests approved
 * through the PURCHASE_REQUEST circuit of the approval engine, then ordered and received.
 */
export const suppliesModule: ModuleDefinition = {
  id: 'supplies',
  uses: ['people', 'ledger'],
  provides: { budgetCommitments: () => budgetCommitments },
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
