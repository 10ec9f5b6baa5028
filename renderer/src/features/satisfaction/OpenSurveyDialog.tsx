import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { api, isApiProblem } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { PATHS, type Department, type Survey } from './api';

/** Distribution of a draft: to everyone, or to the employees of some departments (and those below them). */
export function OpenSurveyDialog({ open, survey, onClose, onOpened }: { open: boolean; survey: Survey; onClose: () => void; onOpened: (s: Survey) => void }) {
  const { t } = useTranslation('satisfaction');
  const departments = useApiQuery<{ items: Department[] }>(open ? PATHS.departments : null);
  const [audience, setAudience] = useState<'EVERYONE' | 'DEPARTMENTS'>('EVERYONE');
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (open) {
      setAudience('EVERYONE');
      setChosen([]);
      setProblem(null);
    }
  }, [open]);
  const submit = async () => {
    setSending(true);
    setProblem(null);
    try {
      onOpened(await api.post<Survey>(PATHS.open(survey.id), audience === 'EVERYONE' ? { audience } : { audience, departmentIds: chosen }));
    } catch (error) {
      setProblem(error);
    } finally {
      setSending(false);
    }
  };
  const fieldError = isApiProblem(problem) ? problem.fieldErrors.find((e) => e.path.startsWith('departmentIds'))?.message : undefined;
  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="open-survey-title">
      <DialogTitle id="open-survey-title">{t('open.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <ProblemAlert error={problem} />
          <RadioGroup value={audience} onChange={(e) => setAudience(e.target.value as 'EVERYONE' | 'DEPARTMENTS')} aria-label={t('open.audience')}>
            <FormControlLabel value="EVERYONE" control={<Radio />} label={t('audience.EVERYONE')} data-testid="open-everyone" />
            <FormControlLabel value="DEPARTMENTS" control={<Radio />} label={t('audience.DEPARTMENTS')} data-testid="open-departments" />
          </RadioGroup>
          {audience === 'DEPARTMENTS' && (
            <FormGroup aria-label={t('open.departments')}>
              {(departments.data?.items ?? []).map((d) => (
                <FormControlLabel
                  key={d.id}
                  control={<Checkbox checked={chosen.includes(d.id)} onChange={(e) => setChosen((old) => (e.target.checked ? [...old, d.id] : old.filter((x) => x !== d.id)))} />}
                  label={d.name}
                />
              ))}
              {fieldError && <FormHelperText error>{fieldError}</FormHelperText>}
            </FormGroup>
          )}
          <FormHelperText>{t('open.hint')}</FormHelperText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={sending || (audience === 'DEPARTMENTS' && chosen.length === 0)} data-testid="open-confirm">
          {t('open.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
