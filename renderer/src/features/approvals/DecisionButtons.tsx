import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/AuthContext';
import type { WorkflowInstance } from './api';
import { DecisionDialog, type Decision } from './inbox/DecisionDialog';

/**
 * Approve and reject buttons on a record's page, shown to the approvers of its current step
 * (stand-ins decide from the inbox); the server remains the judge of who may decide.
 */
export function DecisionButtons({
  instance,
  onDecided,
}: {
  instance: WorkflowInstance | null;
  onDecided: () => void;
}) {
  const { t } = useTranslation('workflow');
  const me = useMe();
  const [decision, setDecision] = useState<Decision | null>(null);
  const current = instance?.steps.find((s) => s.status === 'PENDING');
  if (
    !instance ||
    instance.status !== 'PENDING' ||
    !instance.links ||
    !current?.approvers.some((a) => a.userId === me.user.id)
  )
    return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => setDecision('approve')} data-testid="record-approve">
        {t('actions.approve')}
      </Button>
      <Button
        color="error"
        variant="outlined"
        onClick={() => setDecision('reject')}
        data-testid="record-reject"
      >
        {t('actions.reject')}
      </Button>
      <DecisionDialog
        item={decision ? instance : null}
        decision={decision ?? 'approve'}
        onClose={() => setDecision(null)}
        onDecided={() => {
          setDecision(null);
          onDecided();
        }}
      />
    </Stack>
  );
}
