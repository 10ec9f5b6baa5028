import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import type { Feature, NavEntry } from '../../app/registry';
import { lazyPage as page } from '../../app/lazyPage';

const CataloguePage = page(() => import('./catalogue/CataloguePage'), 'CataloguePage');
const ResourceCalendarPage = page(() => import('./calendar/ResourceCalendarPage'), 'ResourceCalendarPage');
const MyBookingsPage = page(() => import('./bookings/MyBookingsPage'), 'MyBookingsPage');
const ApprovalsPage = page(() => import('./bookings/ApprovalsPage'), 'ApprovalsPage');
const AllBookingsPage = page(() => import('./bookings/AllBookingsPage'), 'AllBookingsPage');
const BlockoutsPage = page(() => import('./manage/BlockoutsPage'), 'BlockoutsPage');
const CatalogManagePage = page(() => import('./manage/CatalogManagePage'), 'CatalogManagePage');
const StatsPage = page(() => import('./stats/StatsPage'), 'StatsPage');
const UpcomingWidget = page(() => import('./UpcomingWidget'), 'UpcomingWidget');

const MODULE = 'BOOKING';
const BOOK = { module: MODULE, permissions: ['booking.create'] };
const DECIDE = { module: MODULE, permissions: ['resource.owner', 'booking.manage'] };
const BLOCKOUTS = { module: MODULE, permissions: ['resource.manage', 'booking.manage', 'resource.owner'] };
const CATALOG = { module: MODULE, permissions: ['resource.manage', 'booking.manage'] };
const MANAGE = { module: MODULE, permissions: ['booking.manage'] };

const entry = (
  id: string,
  path: string,
  labelKey: string,
  icon: NavEntry['icon'],
  order: number,
  rule: { module: string; permissions: string[] },
): NavEntry => ({
  id,
  realm: 'tenant',
  path,
  labelKey: `booking:nav.${labelKey}`,
  icon,
  section: 'booking',
  order,
  ...rule,
});

/** Resource booking: catalogue, calendars, my bookings, approvals, blockouts, catalogue management, statistics. */
export const bookingFeature: Feature = {
  id: 'booking',
  nav: [
    entry('booking-resources', '/booking/resources', 'resources', MeetingRoomOutlined, 600, BOOK),
    entry('booking-mine', '/booking/mine', 'mine', EventAvailableOutlined, 610, BOOK),
    entry('booking-approvals', '/booking/approvals', 'approvals', FactCheckOutlined, 620, DECIDE),
    entry('booking-all', '/booking/all', 'all', ViewListOutlined, 630, MANAGE),
    entry('booking-blockouts', '/booking/blockouts', 'blockouts', BlockOutlined, 640, BLOCKOUTS),
    entry('booking-catalog', '/booking/catalog', 'catalog', TuneOutlined, 650, CATALOG),
    entry('booking-stats', '/booking/stats', 'stats', BarChartOutlined, 660, MANAGE),
  ],
  routes: [
    { realm: 'tenant', path: '/booking/resources', component: CataloguePage, ...BOOK },
    { realm: 'tenant', path: '/booking/resources/:resourceId', component: ResourceCalendarPage, ...BOOK },
    { realm: 'tenant', path: '/booking/mine', component: MyBookingsPage, ...BOOK },
    { realm: 'tenant', path: '/booking/approvals', component: ApprovalsPage, ...DECIDE },
    { realm: 'tenant', path: '/booking/all', component: AllBookingsPage, ...MANAGE },
    { realm: 'tenant', path: '/booking/blockouts', component: BlockoutsPage, ...BLOCKOUTS },
    { realm: 'tenant', path: '/booking/catalog', component: CatalogManagePage, ...CATALOG },
    { realm: 'tenant', path: '/booking/stats', component: StatsPage, ...MANAGE },
  ],
  widgets: [
    { id: 'booking-upcoming', realm: 'tenant', order: 600, width: 6, component: UpcomingWidget, ...BOOK },
  ],
};
