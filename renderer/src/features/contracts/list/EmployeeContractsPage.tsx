import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { PageHeader } from '../../../components/layout/PageHeader';
import { MANAGE } from '../api';
import { ContractsGrid } from './ContractsGrid';

/** One employee's contracts (linked from the profile): history, the one in force, a new one. */
export function EmployeeContractsPage() {
  const { t } = useTranslation('contracts');
  const { employeeId = '' } = useParams();
  const navigate = useNavigate();
  const { can } = useAuth();
  const profile = useApiQuery<{ fullName: string }>(`/hr/employees/${employeeId}/profile`);
  const name = profile.data?.fullName ?? '';
  return (
    <>
      <PageHeader
        title={t('list.employeeTitle', { name })}
        breadcrumbs={[
          { label: t('list.title'), to: '/hr/contracts' },
          { label: name, to: `/hr/employees/${employeeId}` },
          { label: t('list.employeeCrumb') },
        ]}
        actions={
          can(MANAGE) && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => navigate(`/hr/contracts/new?employeeId=${employeeId}`)}
            >
              {t('list.create')}
            </Button>
          )
        }
      />
      <ContractsGrid employeeId={employeeId} />
    </>
  );
}
