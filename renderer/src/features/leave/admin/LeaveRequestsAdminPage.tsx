import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LEAVE_REQUEST_STATUSES } from '../../../../../shared/leave';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { DateField } from '../../../components/dates/DateField';
import { useNotify } from '../../../components/feedback/Notifier';
import { FilterBar } from '../../../components/grid/FilterBar';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PersonPicker, type PickedPerson } from '../../../components/people/PersonPicker';
import { PATHS, type LeaveRequest, type LeaveType } from '../api';
import { DelegateDialog } from '../DelegateDialog';
import { RequestDetailDialog } from '../RequestDetailDialog';
import { RequestsGrid } from '../RequestsGrid';
import { OverrideDialog } from './OverrideDialog';

/** Every request of the organisation, filtered by status, employee, type and period, with the administrative override and the delegation of a waiting step. */
export function LeaveRequestsAdminPage() {
  const { t } = useTranslation('leave');
  const notify = useNotify();
  const list = useServerList<LeaveRequest>(PATHS.adminRequests, { filters: ['status', 'employeeId', 'leaveTypeId', 'from', 'to'], sort: '-startDate' });
  const types = useApiQuery<ListEnvelope<LeaveType>>(PATHS.adminTypes, { pageSize: 200, sort: 'name' });
  const [employee, setEmployee] = useState<PickedPerson | null>(null);
  const [overriding, setOverriding] = useState<LeaveRequest | null>(null);
  const [delegating, setDelegating] = useState<LeaveRequest | null>(null);
  const [showing, setShowing] = useState<LeaveRequest | null>(null);
  const requestOf = useCallback((r: LeaveRequest) => r, []);
  const actions = useCallback(
    (r: LeaveRequest) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        {r.allowedActions.includes('override') && (
          <Button size="small" onClick={() => setOverriding(r)} data-testid="leave-override">
            {t('requestsAdmin.override')}
          </Button>
        )}
        {r.allowedActions.includes('delegate') && (
          <Button size="small" onClick={() => setDelegating(r)} data-testid="leave-delegate">
            {t('delegate.action')}
          </Button>
        )}
        <Button size="small" onClick={() => setShowing(r)} data-testid="leave-details">
          {t('detail.action')}
        </Button>
      </Stack>
    ),
    [t],
  );
  const { status = '', employeeId = '', leaveTypeId = '', from = '', to = '' } = list.params.filters;
  return (
    <>
      <PageHeader title={t('requestsAdmin.title')} subtitle={t('requestsAdmin.subtitle')} />
      <FilterBar
        active={Boolean(status || employeeId || leaveTypeId || from || to)}
        onClear={() => {
          setEmployee(null);
          list.clearFilters();
        }}
      >
        <TextField select size="small" label={t('fields.status')} value={status} onChange={(e) => list.setFilter('status', e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {LEAVE_REQUEST_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: { xs: '100%', md: 260 } }}>
          <PersonPicker
            kind="employee"
            label={t('fields.employee')}
            value={employeeId ? (employee ?? (list.rows[0] ? { id: employeeId, name: list.rows[0].employee.name } : null)) : null}
            onChange={(person) => {
              setEmployee(person);
              list.setFilter('employeeId', person?.id);
            }}
            testId="leave-requests-employee"
          />
        </Box>
        <TextField select size="small" label={t('fields.type')} value={leaveTypeId} onChange={(e) => list.setFilter('leaveTypeId', e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {(types.data?.items ?? []).map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.name}
            </MenuItem>
          ))}
        </TextField>
        <DateField label={t('requestsAdmin.from')} value={from} onChange={(v) => list.setFilter('from', v || undefined)} fullWidth={false} />
        <DateField label={t('requestsAdmin.to')} value={to} onChange={(v) => list.setFilter('to', v || undefined)} fullWidth={false} />
      </FilterBar>
      <RequestsGrid list={list} requestOf={requestOf} label={t('requestsAdmin.title')} emptyTitle={t('requestsAdmin.empty')} showEmployee actions={actions} actionsWidth={320} testId="leave-requests-grid" />
      <RequestDetailDialog request={showing} onClose={() => setShowing(null)} />
      <DelegateDialog
        request={delegating}
        onClose={() => setDelegating(null)}
        onDone={(person) => {
          setDelegating(null);
          notify(t('delegate.done', { name: person.name }));
          list.reload();
        }}
      />
      <OverrideDialog
        request={overriding}
        onClose={() => setOverriding(null)}
        onDone={(r) => {
          setOverriding(null);
          notify(t('requestsAdmin.overridden', { name: r.employee.name, status: t(`status.${r.status}`) }));
          list.reload();
        }}
      />
    </>
  );
}
