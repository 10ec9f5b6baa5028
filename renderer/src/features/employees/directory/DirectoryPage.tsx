import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATUSES } from '../../../../../shared/employees';
import { useAuth } from '../../../app/auth/AuthContext';
import { formatDate } from '../../../components/dates/isoDate';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ADMIN, DIRECTORY_PATH, STATUS_TONES, type DirectoryItem } from '../api';
import { CreateEmployeeDialog } from './CreateEmployeeDialog';
import { DepartmentSelect } from './DepartmentSelect';
import { EmployeeCards } from './EmployeeCards';
import { useDepartments } from './useDepartments';

const FILTERS = ['q', 'department', 'status'] as const;
const VIEW_KEY = 'baobab.directory.view';
type View = 'cards' | 'table';

function storedView(): View {
  try {
    return localStorage.getItem(VIEW_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/** The company's people, as cards or as a table: search, department and status filters, paging. */
export function DirectoryPage() {
  const { t, i18n } = useTranslation('employees');
  const navigate = useNavigate();
  const notify = useNotify();
  const { can } = useAuth();
  const list = useServerList<DirectoryItem>(DIRECTORY_PATH, { filters: FILTERS, sort: 'lastName' });
  const { departments } = useDepartments();
  const [view, setView] = useState<View>(storedView);
  const [creating, setCreating] = useState(false);
  const language = i18n.resolvedLanguage ?? 'fr';
  const { filters } = list.params;
  const open = (e: { id: string }) => navigate(`/hr/employees/${e.id}`);
  const emptyTitle = Object.keys(filters).length ? t('directory.emptyFiltered') : t('directory.empty');

  const columns = useMemo<GridColDef<DirectoryItem>[]>(
    () => [
      { field: 'employeeNumber', headerName: t('fields.employeeNumber'), width: 120 },
      { field: 'lastName', headerName: t('fields.lastName'), flex: 1, minWidth: 130 },
      { field: 'firstName', headerName: t('fields.firstName'), flex: 1, minWidth: 130 },
      { field: 'jobTitle', headerName: t('fields.jobTitle'), flex: 1.2, minWidth: 160 },
      {
        field: 'department',
        headerName: t('fields.department'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (_v, row) => row.department?.name ?? '',
      },
      {
        field: 'manager',
        headerName: t('fields.manager'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (_v, row) => row.manager?.fullName ?? '',
      },
      { field: 'email', headerName: t('fields.email'), flex: 1.3, minWidth: 200, sortable: false },
      {
        field: 'hireDate',
        headerName: t('fields.hireDate'),
        width: 120,
        valueFormatter: (value: string | null) => formatDate(value, language),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 140,
        renderCell: ({ row }) => (
          <StatusChip status={row.status} labelPrefix="employees:status" tones={STATUS_TONES} />
        ),
      },
    ],
    [t, language],
  );

  const changeView = (next: View | null) => {
    if (!next) return;
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // The choice then lasts for this page only.
    }
  };

  return (
    <>
      <PageHeader
        title={t('directory.title')}
        subtitle={t('directory.subtitle', { count: list.total })}
        actions={
          can(ADMIN) && (
            <>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => navigate('/hr/employees/import')}
                data-testid="employee-import"
              >
                {t('directory.import')}
              </Button>
              <Button
                variant="contained"
                startIcon={<PersonAddOutlined />}
                onClick={() => setCreating(true)}
                data-testid="employee-create"
              >
                {t('directory.create')}
              </Button>
            </>
          )
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField
          label={t('directory.search')}
          value={filters.q ?? ''}
          onChange={(q) => list.setFilter('q', q)}
        />
        <DepartmentSelect
          departments={departments}
          value={filters.department ?? ''}
          onChange={(id) => list.setFilter('department', id)}
          label={t('fields.department')}
          emptyLabel={t('common:filters.all')}
          sx={{ minWidth: 200, maxWidth: { md: 260 } }}
          slotProps={{ htmlInput: { 'data-testid': 'filter-department' } }}
        />
        <TextField
          select
          label={t('fields.status')}
          value={filters.status ?? ''}
          onChange={(e) => list.setFilter('status', e.target.value)}
          sx={{ minWidth: 170, maxWidth: { md: 220 } }}
        >
          <MenuItem value="">{t('directory.currentStaff')}</MenuItem>
          {EMPLOYEE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, next: View | null) => changeView(next)}
          aria-label={t('directory.view')}
        >
          <Tooltip title={t('directory.cards')}>
            <ToggleButton value="cards" aria-label={t('directory.cards')} data-testid="view-cards">
              <GridViewOutlined fontSize="small" />
            </ToggleButton>
          </Tooltip>
          <Tooltip title={t('directory.table')}>
            <ToggleButton value="table" aria-label={t('directory.table')} data-testid="view-table">
              <TableRowsOutlined fontSize="small" />
            </ToggleButton>
          </Tooltip>
        </ToggleButtonGroup>
      </FilterBar>
      {view === 'table' ? (
        <ServerDataGrid
          list={list}
          columns={columns}
          label={t('directory.title')}
          emptyTitle={emptyTitle}
          onRowClick={open}
          testId="directory-grid"
        />
      ) : (
        <EmployeeCards list={list} onOpen={open} emptyTitle={emptyTitle} />
      )}
      <CreateEmployeeDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(employee) => {
          setCreating(false);
          notify(t('create.done', { name: employee.fullName }));
          navigate(`/hr/employees/${employee.id}`);
        }}
      />
    </>
  );
}
