import { lazy } from 'react';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import type { Feature } from '../../app/registry';
import { BACKUPS_PATH, BACKUP_PERMISSION } from './api';

const BackupsPage = lazy(() => import('./BackupsPage').then((m) => ({ default: m.BackupsPage })));

/**
 * The installation's backups (on-premise). Their permission is held by the company's ORG_ADMIN in
 * the onprem profile only, so the entry never shows in the SaaS.
 */
const BACKUPS = { permissions: [BACKUP_PERMISSION] };

export const backupsFeature: Feature = {
  id: 'backups',
  nav: [
    {
      id: 'backups',
      realm: 'tenant',
      path: BACKUPS_PATH,
      labelKey: 'backups:nav',
      icon: BackupOutlined,
      section: 'administration',
      order: 930,
      ...BACKUPS,
    },
  ],
  routes: [{ realm: 'tenant', path: BACKUPS_PATH, component: BackupsPage, ...BACKUPS }],
};
