import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LetterableAccountView, LetteringLinesView } from '../../../../../shared/schemas/accounting-books';
import { formatCents, toCents } from '../../../../../shared/money';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { formatDate } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { MoneyText } from '../../../components/money/MoneyText';
import { ROUTES } from '../api';
import { ThirdPartyFilter } from './ThirdPartyFilter';

type Accounts = { items: Array<z.infer<typeof LetterableAccountView>> };
type Lines = z.infer<typeof LetteringLinesView>;
type Status = 'UNLETTERED' | 'LETTERED';

export const LETTERING_PATH = '/accounting/lettering';

/**
 * Lettering (lettrage) of a third-party account: its open lines, ticked together when they
 * cancel out (the selection's balance shows it), automatic lettering by reference and amount,
 * and the lettered lines with their letter, which can be undone.
 */
export function LetteringPage() {
  const { t, i18n } = useTranslation('books');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { can } = useAuth();
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const accountCode = search.get('account') ?? '';
  const status: Status = search.get('status') === 'LETTERED' ? 'LETTERED' : 'UNLETTERED';
  const thirdPartyId = search.get('thirdParty') ?? '';
  const accounts = useApiQuery<Accounts>(`${LETTERING_PATH}/accounts`);
  const lines = useApiQuery<Lines>(accountCode ? `${LETTERING_PATH}/lines` : null, { accountCode, status, thirdPartyId: thirdPartyId || undefined, pageSize: 200 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<unknown>(null);
  const [undo, setUndo] = useState<{ letterId: string; code: string } | null>(null);
  const writer = can('accounting.write');

  const setParam = (key: string, value: string) => {
    setSelected(new Set());
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      if (value) params.set(key, value);
      else params.delete(key);
      return params;
    });
  };

  const items = useMemo(() => lines.data?.items ?? [], [lines.data]);
  const balanceCents = useMemo(
    () => items.filter((l) => selected.has(l.id)).reduce((sum, l) => sum + toCents(l.debit) - toCents(l.credit), 0),
    [items, selected],
  );
  const toggle = (id: string) => setSelected((previous) => {
    const next = new Set(previous);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const refresh = () => {
    setSelected(new Set());
    lines.reload();
    accounts.reload();
  };
  const run = async (action: () => Promise<string>) => {
    setProblem(null);
    try {
      notify(await action());
      refresh();
    } catch (error) {
      setProblem(error);
    }
  };
  const letter = () =>
    run(async () => {
      const lettering = await api.post<{ code: string }>(LETTERING_PATH, { lineIds: [...selected] });
      return t('lettering.done', { code: lettering.code });
    });
  const auto = () =>
    run(async () => {
      const result = await api.post<{ letterings: number; lines: number }>(`${LETTERING_PATH}/auto`, { accountCode, thirdPartyId: thirdPartyId || null });
      return t('lettering.autoDone', { count: result.letterings, lines: result.lines });
    });
  const unletter = async () => {
    if (!undo) return;
    await api.delete(`${LETTERING_PATH}/${undo.letterId}`);
    notify(t('lettering.undone', { code: undo.code }));
    refresh();
  };

  return (
    <>
      <PageHeader title={t('lettering.title')} subtitle={t('lettering.subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('lettering.account')}
          value={accountCode}
          onChange={(e) => setParam('account', e.target.value)}
          sx={{ minWidth: 320 }}
          slotProps={{ htmlInput: { 'data-testid': 'lettering-account' } }}
        >
          {(accounts.data?.items ?? []).map((a) => (
            <MenuItem key={a.accountCode} value={a.accountCode}>
              {a.accountCode} — {a.accountTitle ?? ''} ({t('lettering.openLines', { count: a.openLines })})
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('lettering.status')} value={status} onChange={(e) => setParam('status', e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="UNLETTERED">{t('lettering.unlettered')}</MenuItem>
          <MenuItem value="LETTERED">{t('lettering.lettered')}</MenuItem>
        </TextField>
        <ThirdPartyFilter value={thirdPartyId} onChange={(id) => setParam('thirdParty', id)} />
        {writer && accountCode && status === 'UNLETTERED' && (
          <Button variant="outlined" startIcon={<AutoFixHighOutlined />} onClick={auto} data-testid="lettering-auto">
            {t('lettering.auto')}
          </Button>
        )}
      </Stack>
      <ProblemAlert error={problem ?? accounts.error ?? lines.error} />
      {lines.data && lines.data.total > lines.data.items.length && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="lettering-truncated">
          {t('lettering.truncated', { shown: lines.data.items.length, total: lines.data.total })}
        </Alert>
      )}
      {!accountCode ? (
        <Alert severity="info">{t('lettering.chooseAccount')}</Alert>
      ) : lines.loading && !lines.data ? (
        <LoadingState />
      ) : (
        <Paper sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('lettering.title')} data-testid="lettering-lines">
            <TableHead>
              <TableRow>
                {status === 'UNLETTERED' && writer && <TableCell padding="checkbox" />}
                <TableCell>{t('fields.date')}</TableCell>
                <TableCell>{t('fields.piece')}</TableCell>
                <TableCell>{t('fields.thirdParty')}</TableCell>
                <TableCell>{t('fields.label')}</TableCell>
                <TableCell>{t('fields.reference')}</TableCell>
                <TableCell>{t('fields.dueDate')}</TableCell>
                <TableCell align="right">{t('fields.debit')}</TableCell>
                <TableCell align="right">{t('fields.credit')}</TableCell>
                <TableCell>{t('fields.letter')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((l) => (
                <TableRow key={l.id} selected={selected.has(l.id)} data-testid={`lettering-line-${l.id}`}>
                  {status === 'UNLETTERED' && writer && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(l.id)}
                        onChange={() => toggle(l.id)}
                        slotProps={{ input: { 'aria-label': t('lettering.select', { piece: l.pieceNumber }) } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>{formatDate(l.date, language)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={ROUTES.entry(l.entryId)}>{l.pieceNumber}</Link>
                  </TableCell>
                  <TableCell>{l.thirdParty ?? '—'}</TableCell>
                  <TableCell>{l.label ?? ''}</TableCell>
                  <TableCell>{l.reference}</TableCell>
                  <TableCell>{l.dueDate ? formatDate(l.dueDate, language) : ''}</TableCell>
                  <TableCell align="right">{l.debit !== '0.00' && <MoneyText amount={l.debit} />}</TableCell>
                  <TableCell align="right">{l.credit !== '0.00' && <MoneyText amount={l.credit} />}</TableCell>
                  <TableCell>
                    {l.letterCode && l.letterId && (
                      <Button
                        size="small"
                        startIcon={<LinkOffOutlined />}
                        disabled={!writer}
                        onClick={() => setUndo({ letterId: l.letterId as string, code: l.letterCode as string })}
                        aria-label={t('lettering.undo', { code: l.letterCode })}
                      >
                        {l.letterCode}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={10}>{t(status === 'UNLETTERED' ? 'lettering.emptyOpen' : 'lettering.emptyLettered')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      )}
      {status === 'UNLETTERED' && writer && accountCode && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography data-testid="lettering-balance">
            {t('lettering.selection', { count: selected.size })} — {t('lettering.balance')} <MoneyText amount={formatCents(balanceCents)} />
          </Typography>
          <Button
            variant="contained"
            startIcon={<LinkOutlined />}
            disabled={selected.size < 2 || balanceCents !== 0}
            onClick={letter}
            data-testid="lettering-letter"
          >
            {t('lettering.letter')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={undo !== null}
        title={t('lettering.undoTitle', { code: undo?.code ?? '' })}
        message={t('lettering.undoMessage')}
        confirmLabel={t('lettering.undoConfirm')}
        onConfirm={unletter}
        onClose={() => setUndo(null)}
      />
    </>
  );
}
