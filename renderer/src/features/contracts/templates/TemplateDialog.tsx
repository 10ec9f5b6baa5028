import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CONTRACT_TYPES } from '../../../../../shared/contracts';
import { COUNTRIES } from '../../../../../shared/modules';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { TEMPLATES_PATH, templatePath, type ContractTemplate } from '../api';
import { ContractText } from '../editor/ContractPreview';

const schema = z.object({
  name: z.string().trim().min(1).max(150),
  country: z.enum(COUNTRIES),
  contractType: z.enum(CONTRACT_TYPES),
  description: z.string().max(500),
  body: z.string().trim().min(1),
});
type Values = z.infer<typeof schema>;

const valuesOf = (tpl: ContractTemplate | null): Values => ({
  name: tpl?.name ?? '',
  country: (tpl?.country as Values['country']) ?? 'CI',
  contractType: tpl?.contractType ?? 'CDI',
  description: tpl?.description ?? '',
  body: tpl?.body ?? '# Contrat de travail\n\nEntre {{company.name}} et {{employee.fullName}}…',
});

/** A template: read-only for the shared ones (with its text shown), editable for the tenant's own. */
export function TemplateDialog({
  template,
  open,
  onClose,
  onSaved,
}: {
  template: ContractTemplate | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('contracts');
  const readOnly = Boolean(template?.shared);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(template) });
  useEffect(() => form.reset(valuesOf(template)), [template, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = {
      ...values,
      description: values.description || null,
      language: 'fr',
      active: template?.active ?? true,
    };
    if (template) await api.put(templatePath(template.id), body);
    else await api.post(TEMPLATES_PATH, body);
    onSaved();
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="template-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="template-form">
        <DialogTitle id="template-title">{template ? template.name : t('templates.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          {readOnly && template ? (
            <ContractText text={template.body} />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormTextField
                control={form.control}
                name="name"
                label={t('templates.fields.name')}
                required
                fullWidth
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={form.control}
                  name="country"
                  label={t('templates.fields.country')}
                  select
                  sx={{ minWidth: 160 }}
                >
                  {COUNTRIES.map((c) => (
                    <MenuItem key={c} value={c}>
                      {t(`country.${c}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={form.control}
                  name="contractType"
                  label={t('fields.type')}
                  select
                  sx={{ minWidth: 200 }}
                >
                  {CONTRACT_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`type.${type}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={form.control}
                  name="description"
                  label={t('templates.fields.description')}
                  fullWidth
                />
              </Stack>
              <FormTextField
                control={form.control}
                name="body"
                label={t('fields.body')}
                helperText={t('editor.placeholdersHelp')}
                required
                multiline
                minRows={14}
                fullWidth
                slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={submitting}>
              {t('common:actions.save')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
