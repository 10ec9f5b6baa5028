import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../components/dates/isoDate';
import { MoneyText } from '../../../components/money/MoneyText';
import type { Contract } from '../api';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The terms in force (after applied amendments) and the dates of the lifecycle. */
export function ContractTerms({ contract: c }: { contract: Contract }) {
  const { t, i18n } = useTranslation('contracts');
  const language = i18n.resolvedLanguage ?? 'fr';
  const date = (value: string | null) => (value ? formatDate(value, language) : '—');
  return (
    <Card data-testid="contract-terms">
      <CardHeader title={t('viewer.terms')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1}>
          <Row label={t('fields.type')}>{t(`typeLabel.${c.type}`)}</Row>
          <Row label={t('fields.jobTitle')}>{c.jobTitle ?? '—'}</Row>
          <Row label={t('fields.salary')}>
            <MoneyText amount={c.salary} currency={c.currency} />
          </Row>
          <Row label={t('fields.weeklyHours')}>
            {c.weeklyHours === null ? '—' : t('terms.hours', { hours: c.weeklyHours })}
          </Row>
          <Row label={t('fields.workLocation')}>{c.workLocation ?? '—'}</Row>
          <Row label={t('fields.startDate')}>{date(c.startDate)}</Row>
          <Row label={t('fields.endDate')}>{date(c.endDate)}</Row>
          <Row label={t('fields.trialPeriodEndDate')}>{date(c.trialPeriodEndDate)}</Row>
          {c.sentAt && <Row label={t('terms.sentAt')}>{formatDateTime(c.sentAt, language)}</Row>}
          {c.signedOn && <Row label={t('terms.signedOn')}>{date(c.signedOn)}</Row>}
          {c.activatedAt && (
            <Row label={t('terms.activatedAt')}>{formatDateTime(c.activatedAt, language)}</Row>
          )}
          {c.terminationDate && (
            <Row label={t('terms.terminated')}>
              {date(c.terminationDate)} — {c.terminationReason}
            </Row>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
