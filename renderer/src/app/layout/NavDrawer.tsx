import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NavGroup } from '../navigation/visible';
import type { NavEntry } from '../registry';

function isActive(entry: NavEntry, pathname: string, homePath: string): boolean {
  if (entry.path === homePath) return pathname === homePath;
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

function NavItem({
  entry,
  active,
  end,
  onNavigate,
}: {
  entry: NavEntry;
  active: boolean;
  end: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  return (
    <ListItemButton
      component={NavLink}
      to={entry.path}
      end={end}
      selected={active}
      onClick={onNavigate}
      data-testid={`nav-${entry.id}`}
      data-nav-id={entry.id}
      sx={{
        mx: 1,
        borderRadius: 1.5,
        mb: 0.25,
        '&.Mui-selected': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '& .MuiListItemIcon-root': { color: 'inherit' },
        },
        '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
      }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(entry.labelKey)} slotProps={{ primary: { fontWeight: active ? 600 : 500 } }} />
    </ListItemButton>
  );
}

/** The drawer's menu: the caller's entries, grouped by section. */
export function NavMenu({
  groups,
  homePath,
  onNavigate,
}: {
  groups: NavGroup[];
  homePath: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('common:nav.label')}>
      {groups.map((group) => {
        const headingId = group.section ? `nav-section-${group.section}` : undefined;
        return (
          <Box key={group.section ?? 'main'}>
            {group.section && (
              <ListSubheader
                id={headingId}
                component="div"
                sx={{
                  bgcolor: 'transparent',
                  lineHeight: '32px',
                  mt: 1,
                  textTransform: 'uppercase',
                  fontSize: '0.7rem',
                  letterSpacing: '0.06em',
                }}
              >
                {t(`common:nav.sections.${group.section}`)}
              </ListSubheader>
            )}
            <List dense disablePadding={Boolean(group.section)} aria-labelledby={headingId}>
              {group.entries.map((entry) => (
                <ListItem key={entry.id} disablePadding>
                  <NavItem
                    entry={entry}
                    active={isActive(entry, pathname, homePath)}
                    end={entry.path === homePath}
                    onNavigate={onNavigate}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
    </nav>
  );
}
