import { Suspense } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/AuthContext';
import { allProfileTabs } from '../../../app/features';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PageHeader } from '../../../components/layout/PageHeader';
import {
  ADMIN,
  adminEmployeePath,
  DOCUMENTS,
  profilePath,
  STATUS_TONES,
  type EmployeeDetail,
  type EmployeeProfile,
} from '../api';
import { personInitials } from '../directory/EmployeeCards';
import { BankAccountCard } from './BankAccountCard';
import { DocumentsPanel } from './DocumentsPanel';
import { EmergencyContactCard } from './EmergencyContactCard';
import { HistoryTab } from './HistoryTab';
import { IdentityCard } from './IdentityCard';
import { JobCard } from './JobCard';
import { LifecycleCard } from './LifecycleCard';

type BuiltInTab = 'identity' | 'job' | 'bank' | 'documents' | 'history';

/** Order of the built-in tabs; features place theirs between them (app/registry.ts, ProfileTab). */
const BUILT_IN_ORDER: Record<BuiltInTab, number> = {
  identity: 100,
  job: 200,
  bank: 300,
  documents: 400,
  history: 900,
};

interface TabEntry {
  id: string;
  label: string;
  order: number;
}

/**
 * One employee: identity, job and lifecycle, bank details, documents, history — as the caller may
 * see them — and the tabs other features contribute (contracts…).
 */
export function EmployeeProfilePage() {
  const { t } = useTranslation('employees');
  const { employeeId = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { can } = useAuth();
  const admin = can(ADMIN);
  const profile = useApiQuery<EmployeeProfile>(profilePath(employeeId));
  const detail = useApiQuery<EmployeeDetail>(admin ? adminEmployeePath(employeeId) : null);
  const reload = () => {
    profile.reload();
    detail.reload();
  };

  if (profile.loading && !profile.data) return <LoadingState />;
  if (!profile.data) return <ProblemAlert error={profile.error} />;
  const p = profile.data;
  const full = admin ? (detail.data ?? null) : null;
  const personal = full ?? p.personal;
  const canDocuments = p.isSelf || can(DOCUMENTS);
  const builtIn: BuiltInTab[] = [
    'identity',
    'job',
    ...(personal ? (['bank'] as const) : []),
    ...(canDocuments ? (['documents'] as const) : []),
    'history',
  ];
  const contributed = allProfileTabs.filter((contribution) => can(contribution));
  const tabs: TabEntry[] = [
    ...builtIn.map((id) => ({ id, label: t(`tabs.${id}`), order: BUILT_IN_ORDER[id] })),
    ...contributed.map((c) => ({ id: c.id, label: t(c.labelKey), order: c.order })),
  ].sort((a, b) => a.order - b.order);
  const requested = search.get('tab');
  const tab = requested && tabs.some((entry) => entry.id === requested) ? requested : 'identity';
  const contribution = contributed.find((c) => c.id === tab);

  return (
    <>
      <PageHeader
        title={p.fullName}
        subtitle={[p.jobTitle, p.department?.name].filter(Boolean).join(' · ')}
        breadcrumbs={[{ label: t('directory.title'), to: '/hr/employees' }, { label: p.fullName }]}
        actions={
          <Button
            variant="outlined"
            startIcon={<AccountTreeOutlined />}
            onClick={() => navigate(`/hr/org/${p.id}`)}
          >
            {t('profile.showInOrg')}
          </Button>
        }
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>{personInitials(p)}</Avatar>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {p.employeeNumber}
          </Typography>
          <StatusChip status={p.status} labelPrefix="employees:status" tones={STATUS_TONES} size="medium" />
        </Box>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: string) =>
          setSearch(next === 'identity' ? {} : { tab: next }, { replace: true })
        }
        variant="scrollable"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((entry) => (
          <Tab key={entry.id} value={entry.id} label={entry.label} data-testid={`tab-${entry.id}`} />
        ))}
      </Tabs>
      {tab === 'identity' && (
        <Stack spacing={3}>
          <IdentityCard profile={p} detail={full} onSaved={reload} />
          {personal && (
            <EmergencyContactCard
              employeeId={p.id}
              contact={personal.emergencyContact}
              canEdit
              onSaved={reload}
            />
          )}
        </Stack>
      )}
      {tab === 'job' && (
        <Stack spacing={3}>
          <JobCard profile={p} detail={full} onSaved={reload} />
          {full && <LifecycleCard employee={full} onChanged={reload} />}
        </Stack>
      )}
      {tab === 'bank' && personal && (
        <BankAccountCard employeeId={p.id} bankAccount={personal.bankAccount} canEdit onSaved={reload} />
      )}
      {tab === 'documents' && <DocumentsPanel employeeId={p.id} canManage={can(DOCUMENTS)} />}
      {tab === 'history' && <HistoryTab employeeId={p.id} />}
      {contribution && (
        <Suspense fallback={<LoadingState />}>
          <contribution.component
            employeeId={p.id}
            employeeName={p.fullName}
            employeeStatus={p.status}
            isSelf={p.isSelf}
          />
        </Suspense>
      )}
    </>
  );
}
