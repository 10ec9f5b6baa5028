import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/AuthContext';
import type { ProfileTabProps } from '../../../app/registry';
import { MANAGE } from '../api';
import { ContractsGrid } from './ContractsGrid';

/** The "Contracts" tab of the employee profile: their contracts, paged, and a new one for them. */
export function EmployeeContractsTab({ employeeId }: ProfileTabProps) {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const { can } = useAuth();
  return (
    <Stack spacing={2} data-testid="employee-contracts">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('profileTab.hint')}
        </Typography>
        {can(MANAGE) && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => navigate(`/hr/contracts/new?employeeId=${employeeId}`)}
            data-testid="employee-contract-create"
          >
            {t('list.create')}
          </Button>
        )}
      </Stack>
      <ContractsGrid employeeId={employeeId} />
    </Stack>
  );
}
