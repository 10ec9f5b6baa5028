import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { canReadRequest } from '../policy';
import { PurchaseRequest, PurchaseRequestItem } from './purchase-request';
import { Vendor } from './vendor';

export { PurchaseRequest, PurchaseRequestItem, Vendor };

export function initSuppliesModels(sequelize: Sequelize): void {
  Vendor.initModel(sequelize);
  PurchaseRequest.initModel(sequelize);
  PurchaseRequestItem.initModel(sequelize);
  PurchaseRequest.hasMany(PurchaseRequestItem, { as: 'items', foreignKey: 'purchaseRequestId' });

  auditable(Vendor, { entityType: 'VENDOR', readPermission: ['supplies.manage', 'supplies.request'], ignore: ['searchText'] });
  // The requester reads their request's history; supplies.manage and its approvers too.
  const readRequest = async (id: string) => {
    const request = await PurchaseRequest.findByPk(id);
    return request ? canReadRequest(request) : false;
  };
  auditable(PurchaseRequest, { entityType: 'PURCHASE_REQUEST', readPermission: ['supplies.manage', 'supplies.request'], canRead: readRequest, ignore: ['workflowInstanceId'] });
  // Items belong to their request's history.
  auditable(PurchaseRequestItem, { entityType: 'PURCHASE_REQUEST', readPermission: ['supplies.manage', 'supplies.request'], entityId: (i) => i.purchaseRequestId });
}
