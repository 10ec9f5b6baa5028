import { Suspense, useMemo, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useMe } from '../auth/AuthContext';
import { REALM_HOME } from '../auth/realm';
import { allNavEntries } from '../features';
import { LicenseShell } from '../license/LicenseShell';
import { visibleNavigation } from '../navigation/visible';
import { BaobabLogo } from './BaobabLogo';
import { NavMenu } from './NavDrawer';
import { UserMenu } from './UserMenu';

const DRAWER_WIDTH = 264;

/** The frame of every signed-in page: app bar with the user menu, navigation drawer, content. */
export function AppLayout() {
  const { t } = useTranslation();
  const me = useMe();
  const [mobileOpen, setMobileOpen] = useState(false);
  // One drawer: permanent on wide screens, a temporary one opened by the menu button otherwise.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const groups = useMemo(() => visibleNavigation(allNavEntries, me), [me]);
  const home = REALM_HOME[me.realm];
  const accountPath = me.realm === 'operator' ? '/operator/account' : '/account';
  const spaceLabel = me.realm === 'operator' ? t('common:app.operatorSpace') : (me.tenant?.companyName ?? '');

  const drawer = (
    <Box sx={{ overflowY: 'auto', py: 1 }}>
      <NavMenu groups={groups} homePath={home} onNavigate={() => setMobileOpen(false)} />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        sx={{
          zIndex: (theme) => theme.zIndex.drawer + 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            onClick={() => setMobileOpen(true)}
            aria-label={t('common:nav.open')}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to={home}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
          >
            <BaobabLogo />
            <Typography variant="h3" component="span" sx={{ color: 'primary.dark' }}>
              {t('common:app.name')}
            </Typography>
          </Box>
          {spaceLabel && (
            <Chip
              label={spaceLabel}
              size="small"
              color={me.realm === 'operator' ? 'secondary' : 'default'}
              variant="outlined"
              sx={{ ml: 1, display: { xs: 'none', sm: 'inline-flex' } }}
              data-testid="space-label"
            />
          )}
          <Box sx={{ flexGrow: 1 }} />
          <UserMenu accountPath={accountPath} />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{
          width: wide ? DRAWER_WIDTH : undefined,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', bgcolor: 'background.paper' },
        }}
        data-testid="nav-drawer"
      >
        <Toolbar />
        {drawer}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Toolbar />
        <Suspense fallback={<LoadingState />}>
          {me.realm === 'tenant' ? (
            <LicenseShell>
              <Outlet />
            </LicenseShell>
          ) : (
            <Outlet />
          )}
        </Suspense>
      </Box>
    </Box>
  );
}
