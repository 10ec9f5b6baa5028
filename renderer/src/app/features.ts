import { features } from '../features';

/** Everything the features contribute, flattened for the router, the drawer and the dashboards. */
export const allNavEntries = features.flatMap((feature) => feature.nav ?? []);
export const allRoutes = features.flatMap((feature) => feature.routes ?? []);
export const allWidgets = features.flatMap((feature) => feature.widgets ?? []);
export const allProfileTabs = features.flatMap((feature) => feature.profileTabs ?? []);
