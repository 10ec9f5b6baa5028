import List from '@mui/material/List';
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
      {groups.map((group) => (
        <List
          key={group.section ?? 'main'}
          dense
          subheader={
            group.section ? (
              <ListSubheader
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
            ) : undefined
          }
        >
          {group.entries.map((entry) => {
            const Icon = entry.icon;
            const active = isActive(entry, pathname, homePath);
            return (
              <ListItemButton
                key={entry.id}
                component={NavLink}
                to={entry.path}
                end={entry.path === homePath}
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
                <ListItemText
                  primary={t(entry.labelKey)}
                  slotProps={{ primary: { fontWeight: active ? 600 : 500 } }}
                />
              </ListItemButton>
            );
          })}
        </List>
      ))}
    </nav>
  );
}
