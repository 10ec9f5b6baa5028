import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../app/api';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PATHS, type Objective } from './api';

const ProgressForm = z.object({
  progress: z.number().int().min(0).max(100),
  milestones: z.array(z.object({ id: z.string(), done: z.boolean() })),
  kpis: z.array(z.object({ id: z.string(), actual: z.string().trim().regex(/^\d{1,9}$/) })),
});
type ProgressValues = z.input<typeof ProgressForm>;

const valuesOf = (o: Objective | null): ProgressValues => ({
  progress: o?.progress ?? 0,
  milestones: (o?.milestones ?? []).map((m) => ({ id: m.id, done: m.done })),
  kpis: (o?.kpis ?? []).map((k) => ({ id: k.id, actual: String(k.actual) })),
});

/**
 * Records the progress of a running objective: milestones ticked, KPI actuals (the progress then
 * follows the KPIs, computed by the server), or the percentage of an objective without KPIs.
 */
export function ObjectiveProgressDialog({ objective, onClose, onSaved }: { objective: Objective | null; onClose: () => void; onSaved: (o: Objective) => void }) {
  const { t } = useTranslation('appraisal');
  const form = useForm<ProgressValues>({ resolver: formResolver(ProgressForm), defaultValues: valuesOf(null) });
  useEffect(() => {
    if (objective) form.reset(valuesOf(objective));
  }, [objective, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    if (!objective) return;
    const body = {
      milestones: v.milestones,
      ...(objective.kpis.length ? { kpis: v.kpis.map((k) => ({ id: k.id, actual: Number(k.actual) })) } : { progress: v.progress }),
    };
    onSaved(await api.put<Objective>(`${PATHS.objective(objective.id)}/progress`, body));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={objective !== null} onClose={submitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="objective-progress-title" data-testid="objective-progress-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="objective-progress-title">{t('objectiveProgress.title')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          {objective && (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="subtitle1">{objective.title}</Typography>
              {objective.milestones.length > 0 && (
                <Box role="group" aria-labelledby="objective-progress-milestones">
                  <Typography variant="h6" component="h3" id="objective-progress-milestones">{t('objectiveForm.milestones')}</Typography>
                  {objective.milestones.map((m, i) => (
                    <FormCheckbox key={m.id} control={form.control} name={`milestones.${i}.done`} label={m.dueDate ? `${m.title} (${m.dueDate})` : m.title} />
                  ))}
                </Box>
              )}
              {objective.kpis.length > 0 ? (
                <Stack spacing={2}>
                  <Typography variant="h6" component="h3">{t('objectiveForm.kpis')}</Typography>
                  {objective.kpis.map((k, i) => (
                    <FormTextField
                      key={k.id}
                      control={form.control}
                      name={`kpis.${i}.actual`}
                      label={t('objectiveProgress.actual', { name: k.name })}
                      helperText={t('objectiveProgress.kpiHelp', { target: k.target, unit: k.unit ?? '', weighting: k.weighting })}
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': `kpi-actual-${i + 1}` } }}
                    />
                  ))}
                  <Typography variant="body2" color="text.secondary">{t('objectiveProgress.fromKpis')}</Typography>
                </Stack>
              ) : (
                <Controller
                  control={form.control}
                  name="progress"
                  render={({ field, fieldState }) => (
                    <Box>
                      <Typography id="objective-progress-label" gutterBottom>{t('objectives.progress', { value: field.value })}</Typography>
                      <Slider value={field.value} onChange={(_e, value) => field.onChange(value as number)} step={1} min={0} max={100} valueLabelDisplay="auto" aria-labelledby="objective-progress-label" data-testid="objective-progress-slider" />
                      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
                    </Box>
                  )}
                />
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="objective-progress-save">{t('objectiveProgress.save')}</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
