import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { CONTRACT_TYPES, PATHS, REQUISITION_JUSTIFICATIONS, REQUISITION_PRIORITIES, type Requisition } from './api';
import { FormMoneyField } from '../../components/money/MoneyField';

interface Values {
  jobTitle: string;
  departmentId: string;
  justification: string;
  priority: string;
  contractType: string;
  headcount: string;
  salaryMin: string;
  salaryMax: string;
  description: string;
}

const valuesOf = (r: Requisition | null): Values => ({
  jobTitle: r?.jobTitle ?? '',
  departmentId: r?.department?.id ?? '',
  justification: r?.justification ?? 'NEW_POSITION',
  priority: r?.priority ?? 'NORMAL',
  contractType: r?.contractType ?? 'CDI',
  headcount: String(r?.headcount ?? 1),
  salaryMin: r?.salaryMin ?? '',
  salaryMax: r?.salaryMax ?? '',
  description: r?.description ?? '',
});

/** Drafts or edits (while DRAFT) a requisition; the server's field errors land on their fields. */
export function RequisitionDialog({ requisition, onClose, onSaved }: { requisition: Requisition | null; onClose: () => void; onSaved: (saved: Requisition) => void }) {
  const { t } = useTranslation('recruitment');
  const form = useForm<Values>({ defaultValues: valuesOf(requisition) });
  // Departments are offered to those who may read them; the field is optional.
  const departments = useApiQuery<{ items: Array<{ id: string; name: string }> }>(PATHS.departments, { pageSize: 200 });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = {
      jobTitle: v.jobTitle,
      departmentId: v.departmentId || null,
      justification: v.justification,
      priority: v.priority,
      contractType: v.contractType,
      headcount: Number(v.headcount),
      salaryMin: v.salaryMin || null,
      salaryMax: v.salaryMax || null,
      description: v.description,
    };
    onSaved(requisition ? await api.put<Requisition>(PATHS.requisition(requisition.id), body) : await api.post<Requisition>(PATHS.requisitions, body));
  });
  const select = (name: 'justification' | 'priority' | 'contractType', options: readonly string[], prefix: string) => (
    <FormTextField control={form.control} name={name} select label={t(`fields.${name}`)} required fullWidth size="small">
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {t(`${prefix}.${o}`)}
        </MenuItem>
      ))}
    </FormTextField>
  );
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="requisition-dialog-title" data-testid="requisition-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="requisition-dialog-title">{requisition ? t('requisitions.editTitle') : t('requisitions.newTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField control={form.control} name="jobTitle" label={t('fields.jobTitle')} required fullWidth size="small" slotProps={{ htmlInput: { 'data-testid': 'requisition-jobTitle' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField control={form.control} name="headcount" label={t('fields.headcount')} required fullWidth size="small" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{select('justification', REQUISITION_JUSTIFICATIONS, 'justifications')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{select('priority', REQUISITION_PRIORITIES, 'priorities')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{select('contractType', CONTRACT_TYPES, 'contractTypes')}</Grid>
            {departments.data && (
              <Grid size={12}>
                <FormTextField control={form.control} name="departmentId" select label={t('fields.department')} fullWidth size="small">
                  <MenuItem value="">{t('requisitions.noDepartment')}</MenuItem>
                  {departments.data.items.map((d) => (
                    <MenuItem key={d.id} value={d.id}>
                      {d.name}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormMoneyField control={form.control} name="salaryMin" label={t('fields.salaryMin')} size="small" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormMoneyField control={form.control} name="salaryMax" label={t('fields.salaryMax')} size="small" fullWidth />
            </Grid>
            <Grid size={12}>
              <FormTextField control={form.control} name="description" label={t('fields.description')} multiline minRows={3} fullWidth size="small" />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="requisition-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
