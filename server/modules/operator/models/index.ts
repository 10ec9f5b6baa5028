import type { Sequelize } from 'sequelize';
import { Operator } from './operator';
import { OperatorPasswordToken } from './password-token';
import { OperatorAuditEntry } from './audit-entry';
import { PaymentAuditEntry } from './payment-audit-entry';
import { Plan } from './plan';
import { PlanChange } from './plan-change';
import { Feature } from './feature';
import { AddOn } from './add-on';
import { PromoCode } from './promo-code';
import { PromoRedemption } from './promo-redemption';
import { Subscription } from './subscription';
import { SubscriptionPayment } from './payment';
import { TenantHistory } from './tenant-history';
import { TenantNote } from './tenant-note';

export function initOperatorModels(sequelize: Sequelize): void {
  for (const model of [
    Operator,
    OperatorPasswordToken,
    OperatorAuditEntry,
    PaymentAuditEntry,
    Plan,
    PlanChange,
    Feature,
    AddOn,
    PromoCode,
    PromoRedemption,
    Subscription,
    SubscriptionPayment,
    TenantHistory,
    TenantNote,
  ]) {
    model.initModel(sequelize);
  }
}
