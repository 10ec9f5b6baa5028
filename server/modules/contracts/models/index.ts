import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { Contract } from './contract';
import { ContractAmendment } from './contract-amendment';
import { ContractTemplate } from './contract-template';

export { Contract, ContractAmendment, ContractTemplate };

export function initContractModels(sequelize: Sequelize): void {
  ContractTemplate.initModel(sequelize);
  Contract.initModel(sequelize);
  ContractAmendment.initModel(sequelize);
  Contract.hasMany(ContractAmendment, { as: 'amendments', foreignKey: 'contractId' });

  auditable(ContractTemplate, { entityType: 'CONTRACT_TEMPLATE', readPermission: 'contract.read', ignore: ['body'], stateField: 'active' });
  auditable(Contract, { entityType: 'CONTRACT', readPermission: 'contract.read', ignore: ['endAlertSentAt', 'trialAlertSentAt'] });
  // Amendments belong to their contract's history.
  auditable(ContractAmendment, {
    entityType: 'CONTRACT',
    readPermission: 'contract.read',
    entityId: (a) => a.contractId,
    ignore: ['contractId'],
    // An amendment signed or applied is an AMENDMENT_UPDATE, not a change of the contract's own state.
    stateField: 'none',
    actions: { create: 'AMENDMENT_CREATE', update: 'AMENDMENT_UPDATE', destroy: 'AMENDMENT_DELETE' },
  });
}
