import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/AuthContext';
import { PageHeader } from '../../../components/layout/PageHeader';
import { MANAGE } from '../api';
import { ContractsGrid } from './ContractsGrid';

/** Every contract of the organisation. */
export function ContractsPage() {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const { can } = useAuth();
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          can(MANAGE) && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => navigate('/hr/contracts/new')}
              data-testid="contract-create"
            >
              {t('list.create')}
            </Button>
          )
        }
      />
      <ContractsGrid />
    </>
  );
}
