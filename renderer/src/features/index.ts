import type { Feature } from '../app/registry';
import { accountFeature } from './account';
import { accountingReportsFeature } from './accounting/reporting';
import { adminFeature } from './admin';
import { auditFeature } from './audit';
import { dashboardFeature } from './dashboard';
import { operatorFeature } from './operator';
import { ledgerFeature } from './accounting/ledger';

/**
 * Every feature of the renderer: its menu entries, pages and dashboard cards. A module adds
 * its feature here (like server/modules/index.ts); the drawer, router and dashboards follow.
 */
export const features: Feature[] = [
  dashboardFeature,
  operatorFeature,
  accountFeature,
  adminFeature,
  auditFeature,
  ledgerFeature,
  accountingReportsFeature,
];
