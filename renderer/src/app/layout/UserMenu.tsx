import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth, useMe } from '../auth/AuthContext';
import { displayName, initials } from '../auth/me';
import { LanguageMenuItems } from './LanguageMenuItems';

/** Who is logged in, with language, account and password, and logout. */
export function UserMenu({ accountPath }: { accountPath: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const name = displayName(me.user);

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('common:userMenu.open')}
        aria-haspopup="menu"
        data-testid="user-menu"
        sx={{
          borderRadius: 6,
          pl: 0.5,
          pr: { xs: 0.5, sm: 1.5 },
          py: 0.5,
          gap: 1,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.9rem' }}>
          {initials(me.user)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            {me.roles.map((role) => t(`common:roles.${role}`, { defaultValue: role })).join(', ')}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {me.user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate(accountPath);
          }}
          data-testid="menu-account"
        >
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('common:userMenu.account')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            navigate(`${accountPath}#password`);
          }}
          data-testid="menu-password"
        >
          <ListItemIcon>
            <LockResetOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('common:userMenu.password')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>{t('common:userMenu.language')}</ListSubheader>
        <LanguageMenuItems onChosen={close} />
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
          data-testid="menu-logout"
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('common:userMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
