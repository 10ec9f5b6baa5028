import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import type { PermissionInfo, RoleRecord } from './api';
import { impliedBy, togglePermissions } from './permissionEdits';
import type { PermissionGroup } from './usePermissionCatalog';

export interface PermissionMatrixProps {
  groups: PermissionGroup[];
  /** The columns: system roles are shown read-only, custom roles are editable. */
  roles: RoleRecord[];
  /** Granted codes per role id (the edited state). */
  value: Record<string, ReadonlySet<string>>;
  onChange: (roleId: string, granted: Set<string>) => void;
  licensedModules: ReadonlySet<string>;
  /** Disable every checkbox (while saving). */
  disabled?: boolean;
}

/** Permissions (rows, grouped by module) × roles (columns); a module row (un)checks its group. */
export function PermissionMatrix({
  groups,
  roles,
  value,
  onChange,
  licensedModules,
  disabled,
}: PermissionMatrixProps) {
  const { t, i18n } = useTranslation('admin');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const english = i18n.resolvedLanguage === 'en';
  const label = (p: PermissionInfo) => (english ? p.labelEn : p.labelFr);
  const toggleGroup = (module: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(module)) next.delete(module);
      else next.add(module);
      return next;
    });

  return (
    <TableContainer sx={{ maxHeight: '70vh' }} data-testid="permission-matrix">
      <Table size="small" stickyHeader aria-label={t('roles.matrix.label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 280, fontWeight: 600 }}>{t('roles.matrix.permission')}</TableCell>
            {roles.map((role) => (
              <TableCell
                key={role.id}
                align="center"
                sx={{ minWidth: 110, fontWeight: 600, verticalAlign: 'bottom' }}
                data-role-column={role.name}
              >
                <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {role.systemRole && (
                    <Tooltip title={t('roles.systemReadOnly')}>
                      <LockOutlined sx={{ fontSize: 14, color: 'text.secondary' }} />
                    </Tooltip>
                  )}
                  {t(`common:roles.${role.name}`, { defaultValue: role.name })}
                </Box>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            const open = !collapsed.has(group.module);
            const codes = group.permissions.map((p) => p.code);
            const unlicensed = group.module !== 'CORE' && !licensedModules.has(group.module);
            return (
              <Fragment key={group.module}>
                <TableRow sx={{ bgcolor: 'action.hover' }} data-module={group.module}>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <IconButton
                        size="small"
                        onClick={() => toggleGroup(group.module)}
                        aria-expanded={open}
                        aria-label={t(open ? 'roles.matrix.collapse' : 'roles.matrix.expand')}
                      >
                        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                      </IconButton>
                      <Typography variant="subtitle2" component="span">
                        {t(`common:modules.${group.module}`, { defaultValue: group.module })}
                      </Typography>
                      {unlicensed && (
                        <Chip size="small" variant="outlined" label={t('roles.matrix.unlicensed')} />
                      )}
                    </Box>
                  </TableCell>
                  {roles.map((role) => {
                    const granted = value[role.id] ?? new Set<string>();
                    const count = codes.filter((code) => granted.has(code)).length;
                    if (role.systemRole) {
                      return (
                        <TableCell key={role.id} align="center">
                          <Typography variant="caption" color="text.secondary">
                            {count}/{codes.length}
                          </Typography>
                        </TableCell>
                      );
                    }
                    return (
                      <TableCell key={role.id} align="center">
                        <Checkbox
                          size="small"
                          checked={count === codes.length}
                          indeterminate={count > 0 && count < codes.length}
                          disabled={disabled}
                          onChange={(event) =>
                            onChange(role.id, togglePermissions(granted, codes, event.target.checked))
                          }
                          slotProps={{
                            input: {
                              'aria-label': t('roles.matrix.groupToggle', {
                                role: role.name,
                                module: t(`common:modules.${group.module}`, { defaultValue: group.module }),
                              }),
                            },
                          }}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
                {open &&
                  group.permissions.map((permission) => (
                    <TableRow key={permission.code} hover>
                      <TableCell sx={{ pl: 6 }}>
                        <Typography variant="body2">{label(permission)}</Typography>
                        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                          {permission.code}
                        </Typography>
                      </TableCell>
                      {roles.map((role) => {
                        const granted = value[role.id] ?? new Set<string>();
                        const implier = impliedBy(permission.code, granted);
                        const checkbox = (
                          <Checkbox
                            size="small"
                            checked={granted.has(permission.code)}
                            disabled={role.systemRole || disabled || Boolean(implier)}
                            onChange={(event) =>
                              onChange(
                                role.id,
                                togglePermissions(granted, [permission.code], event.target.checked),
                              )
                            }
                            slotProps={{ input: { 'aria-label': `${role.name} — ${permission.code}` } }}
                            data-testid={`perm-${role.name}-${permission.code}`}
                          />
                        );
                        return (
                          <TableCell key={role.id} align="center">
                            {implier && !role.systemRole ? (
                              <Tooltip title={t('roles.matrix.impliedBy', { code: implier })}>
                                <span>{checkbox}</span>
                              </Tooltip>
                            ) : (
                              checkbox
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
