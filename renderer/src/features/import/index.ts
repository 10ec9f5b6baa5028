import { lazy } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS, ROUTE } from './api';

const ImportPage = lazy(() => import('./ImportPage').then((m) => ({ default: m.ImportPage })));

/** Bulk import of a company's data from the 8-sheet workbook: the wizard and the session history. */
export const importFeature: Feature = {
  id: 'import',
  nav: [{ id: 'import', realm: 'tenant', path: ROUTE, labelKey: 'import:nav.import', icon: UploadFileOutlined, section: 'administration', order: 930, ...ACCESS }],
  routes: [{ realm: 'tenant', path: ROUTE, component: ImportPage, ...ACCESS }],
};
