import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { AccessRule } from './auth/me';
import type { Realm } from './auth/realm';

/**
 * A menu entry of the navigation drawer. Shown when the caller holds any of `permissions` and the
 * tenant is licensed `module` (both optional). `labelKey` is an i18n key (`ns:key`).
 */
export interface NavEntry extends AccessRule {
  id: string;
  realm: Realm;
  /** Full router path (under the /app basename): `/admin/users`, `/operator/tenants`. */
  path: string;
  labelKey: string;
  icon: ComponentType<SvgIconProps>;
  /** Drawer section (`common:nav.sections.<section>`); entries without one come first. */
  section?: string;
  order: number;
}

/** A page of a feature, mounted inside the realm's layout and guarded by the same rule. */
export interface FeatureRoute extends AccessRule {
  realm: Realm;
  /** Full router path: `/admin/users/:id`; operator pages live under `/operator`. */
  path: string;
  component: ComponentType;
}

/** A card of a realm's home dashboard, filled by modules as they land. */
export interface DashboardWidget extends AccessRule {
  id: string;
  realm: Realm;
  order: number;
  /** Grid width on large screens: 4 (third), 6 (half), 8 or 12 (full). */
  width: 4 | 6 | 8 | 12;
  component: ComponentType;
}

/** What a tab contributed to the employee profile receives. */
export interface ProfileTabProps {
  employeeId: string;
  employeeName: string;
  /** Lifecycle status (PRE_HIRE, ACTIVE, ON_LEAVE, SUSPENDED, TERMINATED). */
  employeeStatus: string;
  /** The profile is the caller's own. */
  isSelf: boolean;
}

/**
 * A tab a feature adds to the employee profile (`features/employees`), so that a module shows its
 * records of one employee there without the employees feature knowing it (contracts…). Shown to
 * callers the access rule allows; placed by `order` among the built-in tabs (identity 100, job 200,
 * bank 300, documents 400, history 900; contracts 500, arrival and departure 600).
 */
export interface ProfileTab extends AccessRule {
  /** The tab's value in the URL (`?tab=<id>`) and its test id (`tab-<id>`). */
  id: string;
  labelKey: string;
  order: number;
  component: ComponentType<ProfileTabProps>;
}

/** What a module contributes to the renderer (listed in `features/index.ts`). */
export interface Feature {
  id: string;
  nav?: NavEntry[];
  routes?: FeatureRoute[];
  widgets?: DashboardWidget[];
  profileTabs?: ProfileTab[];
}
