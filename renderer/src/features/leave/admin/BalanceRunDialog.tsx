import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PATHS, type AccrueResult, type RolloverResult } from '../api';

export type BalanceRun = 'accrue' | 'rollover';

const today = new Date();
const THIS_YEAR = today.getFullYear();
/** The month that ended: what the monthly job accrues on the 1st. */
const LAST_MONTH = today.getMonth() === 0 ? { year: THIS_YEAR - 1, month: 12 } : { year: THIS_YEAR, month: today.getMonth() };
const YEARS = [THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2];
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * What the jobs do on their own, run by hand: the accrual of a month (a month already accrued
 * grants nothing) and the year-end rollover (a rerun writes the same carry-over again). Both ask
 * for a confirmation, then show what they did.
 */
export function BalanceRunDialog({ run, onClose, onDone }: { run: BalanceRun | null; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const [year, setYear] = useState(LAST_MONTH.year);
  const [month, setMonth] = useState(LAST_MONTH.month);
  const [fromYear, setFromYear] = useState(THIS_YEAR - 1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    setDone(null);
  }, [run]);
  const monthName = (m: number) => new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date(Date.UTC(2000, m - 1, 1)));
  const number = (n: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(n);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      if (run === 'accrue') {
        const r = await api.post<AccrueResult>(PATHS.accrue, { year, month });
        setDone(r.grantedDays ? t('runs.accrued', { count: r.items, days: number(r.grantedDays), month: `${monthName(month)} ${year}` }) : t('runs.accruedNothing', { month: `${monthName(month)} ${year}` }));
      } else {
        const r = await api.post<RolloverResult>(PATHS.rollover, { fromYear });
        setDone(t('runs.rolledOver', { count: r.balances, from: r.fromYear, to: r.toYear, carried: number(r.carriedDays), forfeited: number(r.forfeitedDays) }));
      }
      onDone();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={run !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="leave-run-title" data-testid="leave-run-dialog">
      <DialogTitle id="leave-run-title">{run === 'rollover' ? t('runs.rolloverTitle') : t('runs.accrueTitle')}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={error} />
        {done ? (
          <Alert severity="success" data-testid="leave-run-result">
            {done}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{run === 'rollover' ? t('runs.rolloverHelp') : t('runs.accrueHelp')}</DialogContentText>
            {run === 'accrue' ? (
              <Stack direction="row" spacing={2}>
                <TextField select size="small" label={t('runs.month')} value={month} onChange={(e) => setMonth(Number(e.target.value))} sx={{ minWidth: 160 }} data-testid="leave-run-month">
                  {MONTHS.map((m) => (
                    <MenuItem key={m} value={m}>
                      {monthName(m)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select size="small" label={t('balanceAdmin.year')} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ minWidth: 120 }}>
                  {YEARS.map((y) => (
                    <MenuItem key={y} value={y}>
                      {y}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            ) : (
              <TextField select size="small" label={t('runs.fromYear')} value={fromYear} onChange={(e) => setFromYear(Number(e.target.value))} sx={{ maxWidth: 260 }} data-testid="leave-run-year">
                {YEARS.map((y) => (
                  <MenuItem key={y} value={y}>
                    {t('runs.yearToNext', { from: y, to: y + 1 })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {done ? t('common:actions.close') : t('common:actions.cancel')}
        </Button>
        {!done && (
          <Button variant="contained" onClick={() => void confirm()} loading={busy} data-testid="leave-run-confirm">
            {run === 'rollover' ? t('runs.rollover') : t('runs.accrue')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
