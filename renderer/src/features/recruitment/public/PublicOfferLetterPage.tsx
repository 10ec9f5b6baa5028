import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { OfferLetterResponseBody } from '../../../../../shared/schemas/recruitment';
import { api, isApiProblem } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { useDocumentTitle } from '../../../components/layout/useDocumentTitle';
import { MoneyText } from '../../../components/money/MoneyText';
import { PUBLIC_PATHS, type PublicOfferLetter } from '../api';
import { PublicFrame } from './PublicFrame';
import { usePublicResource } from './usePublicResource';

type Values = z.input<typeof OfferLetterResponseBody>;

/** The offer letter behind its secure link; the candidate answers with the code mailed apart. */
export function PublicOfferLetterPage() {
  const { t, i18n } = useTranslation('recruitment');
  const { token = '' } = useParams();
  const letter = usePublicResource<PublicOfferLetter>(PUBLIC_PATHS.letter(token));
  useDocumentTitle(t('public.letterTitle'));
  const form = useForm<Values>({ resolver: formResolver(OfferLetterResponseBody), defaultValues: { code: '', answer: 'ACCEPT' } });
  const { onSubmit, problem, submitting } = useFormSubmit(form, async (values) => {
    try {
      letter.setData(await api.request<PublicOfferLetter>('POST', PUBLIC_PATHS.respond(token), { body: values, auth: false }));
    } catch (error) {
      const remaining = isApiProblem(error) ? error.body.remainingAttempts : undefined;
      if (typeof remaining === 'number') {
        form.setError('code', { type: 'server', message: t('public.wrongCode', { count: remaining }) }, { shouldFocus: true });
        return;
      }
      // The third wrong code locks the link: read the letter again so the page shows it locked.
      await letter.refresh();
      throw error;
    }
  });
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }), [i18n.resolvedLanguage]);
  if (letter.loading) return <LoadingState fullPage />;
  if (!letter.data) {
    return (
      <PublicFrame title={t('public.letterTitle')}>
        <ProblemAlert error={letter.error} />
      </PublicFrame>
    );
  }
  const l = letter.data;
  const submitAs = (answer: 'ACCEPT' | 'DECLINE') => () => form.setValue('answer', answer);
  return (
    <PublicFrame company={l.company} title={t('public.letterTitle')}>
      <Typography>{t('public.letterGreeting', { name: l.candidateName })}</Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{l.body}</Typography>
      <Stack spacing={0.5}>
        <Typography>
          {t('public.labelled', { label: t('fields.salary') })} <MoneyText amount={l.salary} currency={l.currency} />
        </Typography>
        <Typography>
          {t('public.labelled', { label: t('fields.startDate') })} {dateFormat.format(new Date(`${l.startDate}T00:00:00`))}
        </Typography>
        {l.benefits && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{t('public.labelled', { label: t('fields.benefits') })} {l.benefits}</Typography>}
        {l.expiresAt && <Typography variant="body2">{t('public.expiresAt', { date: dateFormat.format(new Date(l.expiresAt)) })}</Typography>}
      </Stack>
      {l.status === 'SENT' && !l.locked ? (
        <Box component="form" onSubmit={onSubmit} noValidate data-testid="letter-form">
          <Stack spacing={2}>
            <FormProblem problem={problem} />
            <FormTextField control={form.control} name="code" label={t('public.code')} helperText={t('public.codeHelp')} inputMode="numeric" autoComplete="one-time-code" required />
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" loading={submitting} onClick={submitAs('ACCEPT')}>
                {t('public.acceptOffer')}
              </Button>
              <Button type="submit" variant="outlined" color="error" disabled={submitting} onClick={submitAs('DECLINE')}>
                {t('public.declineOffer')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Alert severity={l.status === 'ACCEPTED' ? 'success' : 'info'} data-testid="letter-status">
          {l.locked && l.status === 'SENT' ? t('public.letterLocked') : t(`public.letterStatus.${l.status}`, { defaultValue: t('public.letterClosed') })}
        </Alert>
      )}
    </PublicFrame>
  );
}
