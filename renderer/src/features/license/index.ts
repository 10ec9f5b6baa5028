import { lazy } from 'react';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { Feature } from '../../app/registry';
import { LICENSE_ADMIN_PERMISSION, LICENSE_PATH } from '../../app/license/notice';

const LicensePage = lazy(() => import('./LicensePage').then((m) => ({ default: m.LicensePage })));

/**
 * The on-premise installation's license. Its permission is held by the company's ORG_ADMIN in the
 * onprem profile only, so the entry never shows in the SaaS.
 */
const LICENSE = { permissions: [LICENSE_ADMIN_PERMISSION] };

export const licenseFeature: Feature = {
  id: 'license',
  nav: [
    {
      id: 'license',
      realm: 'tenant',
      path: LICENSE_PATH,
      labelKey: 'license:nav',
      icon: VerifiedUserOutlined,
      section: 'administration',
      order: 920,
      ...LICENSE,
    },
  ],
  routes: [{ realm: 'tenant', path: LICENSE_PATH, component: LicensePage, ...LICENSE }],
};
