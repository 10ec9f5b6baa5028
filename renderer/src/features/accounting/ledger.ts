import { lazy } from 'react';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { Feature } from '../../app/registry';

const ChartPage = lazy(() => import('./chart/ChartPage').then((m) => ({ default: m.ChartPage })));
const JournalPage = lazy(() => import('./journal/JournalPage').then((m) => ({ default: m.JournalPage })));
const EntryPage = lazy(() => import('./journal/EntryPage').then((m) => ({ default: m.EntryPage })));
const NewEntryPage = lazy(() => import('./journal/EntryPage').then((m) => ({ default: m.NewEntryPage })));
const PeriodsPage = lazy(() => import('./periods/PeriodsPage').then((m) => ({ default: m.PeriodsPage })));
const LetteringPage = lazy(() => import('./lettering/LetteringPage').then((m) => ({ default: m.LetteringPage })));
const ConfigPage = lazy(() => import('./config/ConfigPage').then((m) => ({ default: m.ConfigPage })));

const READ = { permissions: ['accounting.read'], module: 'ACCOUNTING' };
const WRITE = { permissions: ['accounting.write'], module: 'ACCOUNTING' };

/** The general ledger: journal, chart of accounts, fiscal periods, configuration. */
export const ledgerFeature: Feature = {
  id: 'ledger',
  nav: [
    { id: 'accounting-journal', realm: 'tenant', path: '/accounting/journal', labelKey: 'ledger:nav.journal', icon: MenuBookOutlined, section: 'accounting', order: 110, ...READ },
    { id: 'accounting-chart', realm: 'tenant', path: '/accounting/chart-of-accounts', labelKey: 'ledger:nav.chart', icon: AccountTreeOutlined, section: 'accounting', order: 120, ...READ },
    { id: 'accounting-lettering', realm: 'tenant', path: '/accounting/lettering', labelKey: 'books:nav.lettering', icon: LinkOutlined, section: 'accounting', order: 125, ...READ },
    { id: 'accounting-periods', realm: 'tenant', path: '/accounting/fiscal-periods', labelKey: 'ledger:nav.periods', icon: CalendarMonthOutlined, section: 'accounting', order: 130, ...READ },
    { id: 'accounting-config', realm: 'tenant', path: '/accounting/config', labelKey: 'ledger:nav.config', icon: SettingsOutlined, section: 'accounting', order: 190, ...READ },
  ],
  routes: [
    { realm: 'tenant', path: '/accounting/journal', component: JournalPage, ...READ },
    { realm: 'tenant', path: '/accounting/journal/new', component: NewEntryPage, ...WRITE },
    { realm: 'tenant', path: '/accounting/journal/:entryId', component: EntryPage, ...READ },
    { realm: 'tenant', path: '/accounting/chart-of-accounts', component: ChartPage, ...READ },
    { realm: 'tenant', path: '/accounting/lettering', component: LetteringPage, ...READ },
    { realm: 'tenant', path: '/accounting/fiscal-periods', component: PeriodsPage, ...READ },
    { realm: 'tenant', path: '/accounting/config', component: ConfigPage, ...READ },
  ],
};
