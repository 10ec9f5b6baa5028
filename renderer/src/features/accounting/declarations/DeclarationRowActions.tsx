import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth/AuthContext';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { DECLARATION_MANAGE, type DeclarationAction } from '../reporting-api';

interface Props {
  /** `/accounting/tax-declarations` or `/accounting/social-declarations`. */
  path: string;
  record: { id: string; periodLabel: string; allowedActions: DeclarationAction[] };
  onChanged: () => void;
}

/** Submit (final) and delete buttons of a DRAFT declaration, each confirmed first. */
export function DeclarationRowActions({ path, record, onChanged }: Props) {
  const { t } = useTranslation('accountingReports');
  const { can } = useAuth();
  const notify = useNotify();
  const [asking, setAsking] = useState<'submit' | 'delete' | null>(null);
  if (!can({ permissions: [DECLARATION_MANAGE] })) return null;
  const allowed = (action: DeclarationAction) => record.allowedActions.includes(action);
  const run = async () => {
    if (asking === 'submit') await api.post(`${path}/${record.id}/submit`);
    if (asking === 'delete') await api.delete(`${path}/${record.id}`);
    notify(t(asking === 'submit' ? 'declarations.submitted' : 'declarations.deleted', { period: record.periodLabel }));
    setAsking(null);
    onChanged();
  };
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      {allowed('submit') && (
        <Tooltip title={t('declarations.submit')}>
          <IconButton size="small" color="primary" onClick={() => setAsking('submit')} aria-label={t('declarations.submit')} data-testid={`submit-${record.id}`}>
            <SendOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed('delete') && (
        <Tooltip title={t('declarations.delete')}>
          <IconButton size="small" color="error" onClick={() => setAsking('delete')} aria-label={t('declarations.delete')} data-testid={`delete-${record.id}`}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'delete' ? 'declarations.confirmDeleteTitle' : 'declarations.confirmSubmitTitle', { period: record.periodLabel })}
        message={t(asking === 'delete' ? 'declarations.confirmDeleteText' : 'declarations.confirmSubmitText')}
        confirmLabel={t(asking === 'delete' ? 'declarations.delete' : 'declarations.submit')}
        destructive={asking === 'delete'}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
