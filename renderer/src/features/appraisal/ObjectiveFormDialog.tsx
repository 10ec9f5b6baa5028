import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OBJECTIVE_TYPES, PARENT_TYPES } from '../../../../shared/appraisal';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import type { ListEnvelope } from '../../app/api/types';
import { useMe } from '../../app/auth/AuthContext';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import i18n from '../../app/i18n';
import { FormDateField } from '../../components/dates/DateField';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PersonPicker } from '../../components/people/PersonPicker';
import { PATHS, type Objective, type ObjectiveSummary } from './api';

const whole = (digits: number) => z.string().trim().regex(new RegExp(`^\\d{1,${digits}}$`));
const percent = z.string().trim().regex(/^(100|\d{1,2})$/);

const ObjectiveForm = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().max(2000),
    type: z.enum(OBJECTIVE_TYPES),
    parentId: z.string(),
    owner: z.object({ id: z.string(), name: z.string() }).nullable(),
    weighting: percent,
    dueDate: z.string(),
    milestones: z.array(z.object({ id: z.string().optional(), title: z.string().trim().min(1).max(200), dueDate: z.string(), done: z.boolean() })).max(30),
    kpis: z.array(z.object({ id: z.string().optional(), name: z.string().trim().min(1).max(200), unit: z.string().trim().max(30), target: whole(9), actual: whole(9), weighting: percent })).max(20),
  })
  .superRefine((v, ctx) => {
    const total = v.kpis.reduce((s, k) => s + (Number(k.weighting) || 0), 0);
    if (v.kpis.length && total !== 100) ctx.addIssue({ code: 'custom', path: ['kpis'], message: i18n.t('appraisal:objectiveForm.kpiTotalWrong', { total }) });
  });
type ObjectiveValues = z.input<typeof ObjectiveForm>;

function valuesOf(o: Objective | null): ObjectiveValues {
  if (!o) return { title: '', description: '', type: 'INDIVIDUAL', parentId: '', owner: null, weighting: '100', dueDate: '', milestones: [], kpis: [] };
  return {
    title: o.title,
    description: o.description ?? '',
    type: o.type,
    parentId: o.parentId ?? '',
    owner: o.owner,
    weighting: String(o.weighting),
    dueDate: o.dueDate ?? '',
    milestones: o.milestones.map((m) => ({ id: m.id, title: m.title, dueDate: m.dueDate ?? '', done: m.done })),
    kpis: o.kpis.map((k) => ({ id: k.id, name: k.name, unit: k.unit ?? '', target: String(k.target), actual: String(k.actual), weighting: String(k.weighting) })),
  };
}

/**
 * Creates an objective, or changes a draft or rejected one: type and cascade, owner (managers),
 * weighting, due date, milestones, and KPIs whose weightings add up to 100.
 */
export function ObjectiveFormDialog({ open, objective, onClose, onSaved }: { open: boolean; objective: Objective | null; onClose: () => void; onSaved: (o: Objective) => void }) {
  const { t } = useTranslation('appraisal');
  const me = useMe();
  const canManage = me.permissions.has('evaluation.manage');
  const form = useForm<ObjectiveValues>({ resolver: formResolver(ObjectiveForm), defaultValues: valuesOf(null) });
  const milestones = useFieldArray({ control: form.control, name: 'milestones' });
  const kpis = useFieldArray({ control: form.control, name: 'kpis' });
  const type = useWatch({ control: form.control, name: 'type' });
  const kpiValues = useWatch({ control: form.control, name: 'kpis' });
  const parents = useApiQuery<ListEnvelope<ObjectiveSummary>>(open && type !== 'COMPANY' ? PATHS.objectives : null, { type: PARENT_TYPES[type].join(','), pageSize: 200 });
  useEffect(() => {
    if (open) form.reset(valuesOf(objective));
  }, [open, objective, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(
    form,
    async (v) => {
      const body = {
        title: v.title,
        description: v.description || undefined,
        type: v.type,
        parentId: v.type === 'COMPANY' ? null : v.parentId || null,
        ...(v.type !== 'COMPANY' && v.owner ? { ownerEmployeeId: v.owner.id } : {}),
        cycleId: objective?.cycleId ?? null,
        weighting: Number(v.weighting),
        dueDate: v.dueDate || undefined,
        milestones: v.milestones.map((m) => ({ ...(m.id ? { id: m.id } : {}), title: m.title, dueDate: m.dueDate || undefined, done: m.done })),
        kpis: v.kpis.map((k) => ({ ...(k.id ? { id: k.id } : {}), name: k.name, unit: k.unit || undefined, target: Number(k.target), actual: Number(k.actual), weighting: Number(k.weighting) })),
      };
      onSaved(objective ? await api.put<Objective>(PATHS.objective(objective.id), body) : await api.post<Objective>(PATHS.objectives, body));
    },
    { aliases: { ownerEmployeeId: 'owner' } },
  );
  const close = () => {
    clearProblem();
    onClose();
  };
  const total = (kpiValues ?? []).reduce((s, k) => s + (Number(k.weighting) || 0), 0);
  const kpiError = form.formState.errors.kpis?.message ?? form.formState.errors.kpis?.root?.message;
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="md" aria-labelledby="objective-form-title" data-testid="objective-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="objective-form-title">{objective ? t('objectiveForm.editTitle') : t('objectives.new')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="title" label={t('fields.title')} required slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'objective-title' } }} />
            <FormTextField control={form.control} name="description" label={t('objectiveForm.description')} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="type"
                render={({ field, fieldState }) => (
                  <TextField select label={t('fields.type')} name={field.name} value={field.value} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} sx={{ minWidth: 160 }} onChange={(e) => { field.onChange(e.target.value); form.setValue('parentId', ''); }}>
                    {OBJECTIVE_TYPES.filter((ty) => canManage || ty === 'INDIVIDUAL' || ty === objective?.type).map((ty) => <MenuItem key={ty} value={ty}>{t(`objectiveTypes.${ty}`)}</MenuItem>)}
                  </TextField>
                )}
              />
              {type !== 'COMPANY' && (
                <FormTextField control={form.control} name="parentId" label={t('fields.parent')} select fullWidth slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
                  <MenuItem value="">{t('objectives.noParent')}</MenuItem>
                  {(parents.data?.items ?? []).filter((p) => p.id !== objective?.id).map((p) => <MenuItem key={p.id} value={p.id}>{p.title}</MenuItem>)}
                </FormTextField>
              )}
            </Stack>
            {canManage && type !== 'COMPANY' && (
              <Controller
                control={form.control}
                name="owner"
                render={({ field, fieldState }) => (
                  <PersonPicker label={t('fields.owner')} kind="employee" value={field.value ?? null} onChange={field.onChange} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? t('objectiveForm.ownerHelp')} testId="objective-owner" />
                )}
              />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="weighting" label={t('fields.weighting')} helperText={t('objectiveForm.percent')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }} />
              <FormDateField control={form.control} name="dueDate" label={t('fields.dueDate')} />
            </Stack>

            <Typography variant="h6" component="h3">{t('objectiveForm.milestones')}</Typography>
            {milestones.fields.map((field, i) => (
              <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }} data-testid={`objective-milestone-${i + 1}`}>
                <FormTextField control={form.control} name={`milestones.${i}.title`} label={t('objectiveForm.milestone', { n: i + 1 })} required fullWidth slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `milestone-title-${i + 1}` } }} />
                <FormDateField control={form.control} name={`milestones.${i}.dueDate`} label={t('fields.dueDate')} />
                <IconButton aria-label={t('objectiveForm.removeMilestone', { n: i + 1 })} onClick={() => milestones.remove(i)}>
                  <DeleteOutline />
                </IconButton>
              </Stack>
            ))}
            <div>
              <Button startIcon={<AddOutlined />} onClick={() => milestones.append({ title: '', dueDate: '', done: false })} disabled={milestones.fields.length >= 30} data-testid="objective-add-milestone">
                {t('objectiveForm.addMilestone')}
              </Button>
            </div>

            <Typography variant="h6" component="h3">{t('objectiveForm.kpis')}</Typography>
            {kpis.fields.map((field, i) => (
              <Paper key={field.id} variant="outlined" sx={{ p: 2 }} data-testid={`objective-kpi-${i + 1}`}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                  <FormTextField control={form.control} name={`kpis.${i}.name`} label={t('objectiveForm.kpi', { n: i + 1 })} required fullWidth slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `kpi-name-${i + 1}` } }} />
                  <FormTextField control={form.control} name={`kpis.${i}.unit`} label={t('objectiveForm.unit')} sx={{ width: { sm: 110 } }} slotProps={{ htmlInput: { maxLength: 30 } }} />
                  <FormTextField control={form.control} name={`kpis.${i}.target`} label={t('objectiveForm.target')} required sx={{ width: { sm: 120 } }} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': `kpi-target-${i + 1}` } }} />
                  <FormTextField control={form.control} name={`kpis.${i}.weighting`} label={t('objectiveForm.kpiWeighting')} required sx={{ width: { sm: 120 } }} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, 'data-testid': `kpi-weighting-${i + 1}` } }} />
                  <IconButton aria-label={t('objectiveForm.removeKpi', { n: i + 1 })} onClick={() => kpis.remove(i)}>
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              </Paper>
            ))}
            {kpis.fields.length > 0 && (
              <Typography variant="body2" color={total === 100 ? 'text.secondary' : 'error'} data-testid="kpi-total">
                {t('objectiveForm.kpiTotal', { total })}
              </Typography>
            )}
            {kpiError ? <FormHelperText error data-testid="kpi-error">{kpiError}</FormHelperText> : null}
            <div>
              <Button
                startIcon={<AddOutlined />}
                onClick={() => kpis.append({ name: '', unit: '', target: '', actual: '0', weighting: kpis.fields.length ? '' : '100' })}
                disabled={kpis.fields.length >= 20}
                data-testid="objective-add-kpi"
              >
                {t('objectiveForm.addKpi')}
              </Button>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="objective-save">
            {objective ? t('objectiveForm.save') : t('actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
