import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth, useMe } from '../../app/auth/AuthContext';
import { MonthField } from '../../components/dates/MonthField';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { PageHeader } from '../../components/layout/PageHeader';
import { PAYROLL_COUNTRIES, type PayrollCountry } from '../../../../shared/payroll';
import { ACCESS, PATHS, type PayrollRuleOverride, type PayrollRuleSet } from './api';
import { OverrideDialog } from './OverrideDialog';

const amountRef = (ref: PayrollRuleSet['inForce']['rules'][number]['ceiling']) =>
  ref === null ? '—' : typeof ref === 'string' ? ref : `${ref.constant}${ref.times ? ` × ${ref.times}` : ''}`;

/**
 * The payroll rules of a country as they apply to a month: the shipped version in force with the
 * tenant's overrides; the overrides themselves, added from a month on or removed.
 */
export function RulesPage() {
  const { t, i18n } = useTranslation('payroll');
  const fr = (i18n.resolvedLanguage ?? 'fr') === 'fr';
  const me = useMe();
  const { can } = useAuth();
  const notify = useNotify();
  const tenantCountry = PAYROLL_COUNTRIES.find((c) => c === me.tenant?.country) ?? 'CI';
  const [country, setCountry] = useState<PayrollCountry>(tenantCountry);
  const [period, setPeriod] = useState(new Date().toISOString().slice(0, 7));
  const query = useApiQuery<PayrollRuleSet>(PATHS.rules(country), period ? { period } : undefined);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayrollRuleOverride | null>(null);
  const manage = can(ACCESS.manage);
  const rules = query.data?.inForce.rules ?? [];
  const constants = useMemo(() => Object.entries(query.data?.inForce.constants ?? {}), [query.data]);
  return (
    <>
      <PageHeader
        title={t('rules.title')}
        subtitle={t('rules.subtitle')}
        breadcrumbs={[{ label: t('runs.title'), to: '/accounting/payroll' }, { label: t('rules.title') }]}
        actions={
          manage && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)} data-testid="override-new">
              {t('rules.add')}
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, maxWidth: 480 }}>
        <TextField select size="small" label={t('rules.country')} value={country} onChange={(e) => setCountry(e.target.value as PayrollCountry)} sx={{ minWidth: 160 }}>
          {PAYROLL_COUNTRIES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`countries.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <MonthField label={t('rules.month')} value={period} onChange={setPeriod} />
      </Stack>
      {query.loading && !query.data ? (
        <LoadingState />
      ) : !query.data ? (
        <ProblemAlert error={query.error} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('rules.inForce', { date: query.data.inForce.effectiveFrom, currency: query.data.currency })}
          </Typography>
          <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
            <Table size="small" aria-label={t('rules.title')} data-testid="rules-table">
              <TableHead>
                <TableRow>
                  {['code', 'label', 'kind', 'body', 'rate', 'floor', 'ceiling', 'accounts'].map((c) => (
                    <TableCell key={c}>{t(`rules.fields.${c}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rules.map((r) => (
                  <TableRow key={r.code}>
                    <TableCell>
                      {r.code} {r.overridden && <Chip size="small" color="warning" label={t('rules.overridden')} />}
                      {r.custom && <Chip size="small" color="info" label={t('rules.custom')} />}
                    </TableCell>
                    <TableCell>{fr ? r.labelFr : r.labelEn}</TableCell>
                    <TableCell>{t(`rules.kinds.${r.kind}`)}</TableCell>
                    <TableCell>{r.body}</TableCell>
                    <TableCell>{r.method === 'FLAT' ? r.amount : r.rate !== null ? `${r.rate} %` : r.rateInput}</TableCell>
                    <TableCell>{amountRef(r.floor)}</TableCell>
                    <TableCell>{amountRef(r.ceiling)}</TableCell>
                    <TableCell>{[r.accounts.debit, r.accounts.credit].filter(Boolean).join(' / ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('rules.constants')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
            {constants.map(([name, value]) => (
              <Chip key={name} variant="outlined" label={`${name} = ${value}`} />
            ))}
          </Stack>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('rules.overrides')}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('rules.overrides')} data-testid="overrides-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('rules.fields.effectiveFrom')}</TableCell>
                  <TableCell>{t('rules.fields.target')}</TableCell>
                  <TableCell>{t('rules.fields.code')}</TableCell>
                  <TableCell>{t('rules.fields.change')}</TableCell>
                  <TableCell>{t('rules.fields.note')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.overrides.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>{t('rules.noOverride')}</TableCell>
                  </TableRow>
                )}
                {query.data.overrides.map((o) => (
                  <TableRow key={o.id}>
                    <TableCell>{o.effectiveFrom}</TableCell>
                    <TableCell>{t(`rules.targets.${o.target}`)}</TableCell>
                    <TableCell>{o.code}</TableCell>
                    <TableCell>{changeOf(o.override)}</TableCell>
                    <TableCell>{o.note ?? ''}</TableCell>
                    <TableCell align="right">
                      {manage && (
                        <IconButton aria-label={t('rules.remove', { code: o.code })} onClick={() => setRemoving(o)}>
                          <DeleteOutline />
                        </IconButton>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <OverrideDialog
        open={adding}
        country={country}
        rules={rules}
        constants={constants.map(([name]) => name)}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          notify(t('rules.saved'));
          query.reload();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('rules.removeTitle')}
        message={t('rules.removeMessage', { code: removing?.code ?? '', date: removing?.effectiveFrom ?? '' })}
        confirmLabel={t('rules.removeConfirm')}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await api.delete(PATHS.override(country, removing.id));
          setRemoving(null);
          notify(t('rules.removed'));
          query.reload();
        }}
      />
    </>
  );
}

/** What an override changes, in one line. */
function changeOf(override: Record<string, unknown>): string {
  return Object.entries(override)
    .filter(([key]) => !['target', 'code', 'constant', 'effectiveFrom', 'note'].includes(key))
    .map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}
