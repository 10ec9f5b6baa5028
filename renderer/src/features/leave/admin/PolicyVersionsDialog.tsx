import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formatDateTime } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useNotify } from '../../../components/feedback/Notifier';
import { PATHS, type LeavePolicy, type PolicyVersion } from '../api';
import { diffRules } from './policyFields';

const PAGE_SIZE = 10;

/** Two versions side by side: only the fields that differ, older on the left. */
function VersionDiff({ a, b }: { a: PolicyVersion; b: PolicyVersion }) {
  const { t } = useTranslation('leave');
  const [older, newer] = a.version < b.version ? [a, b] : [b, a];
  const changes = diffRules(older, newer);
  if (!changes.length) return <Alert severity="info">{t('versions.same', { a: older.version, b: newer.version })}</Alert>;
  return (
    <Table size="small" aria-label={t('versions.diffTitle', { a: older.version, b: newer.version })} data-testid="policy-diff">
      <TableHead>
        <TableRow>
          <TableCell>{t('versions.field')}</TableCell>
          <TableCell>{t('versions.versionN', { n: older.version })}</TableCell>
          <TableCell>{t('versions.versionN', { n: newer.version })}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field} data-testid={`policy-diff-${c.field}`}>
            <TableCell component="th" scope="row">
              {t(`versions.fields.${c.field}`)}
            </TableCell>
            <TableCell sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>{c.before ?? t('versions.none')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{c.after ?? t('versions.none')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The version history of a policy: who changed what and why, a comparison of two versions, the rollback. */
export function PolicyVersionsDialog({ policy, onClose, onRolledBack }: { policy: LeavePolicy | null; onClose: () => void; onRolledBack: () => void }) {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const notify = useNotify();
  const [page, setPage] = useState(0);
  /** The versions ticked for the comparison; null: the two newest (until the user picks). */
  const [picked, setPicked] = useState<string[] | null>(null);
  const [target, setTarget] = useState<PolicyVersion | null>(null);
  const versions = useApiQuery<ListEnvelope<PolicyVersion>>(policy ? PATHS.versions(policy.id) : null, { page: page + 1, pageSize: PAGE_SIZE, sort: '-version' });
  const rows = useMemo(() => versions.data?.items ?? [], [versions.data]);
  useEffect(() => {
    setPage(0);
    setPicked(null);
  }, [policy]);
  const selected = picked ?? (page === 0 ? rows.slice(0, 2).map((v) => v.id) : []);
  const toggle = (id: string) => setPicked(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected.slice(-1), id]);
  const [a, b] = selected.map((id) => rows.find((v) => v.id === id)).filter((v): v is PolicyVersion => Boolean(v));
  return (
    <Dialog open={policy !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="policy-versions-title" data-testid="policy-versions">
      <DialogTitle id="policy-versions-title">{t('versions.title', { name: policy?.leaveType.name ?? '' })}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={versions.error} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('versions.help')}
        </Typography>
        <Table size="small" aria-label={t('versions.listLabel')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{t('versions.compare')}</TableCell>
              <TableCell>{t('versions.version')}</TableCell>
              <TableCell>{t('versions.when')}</TableCell>
              <TableCell>{t('versions.by')}</TableCell>
              <TableCell>{t('versions.note')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((v) => (
              <TableRow key={v.id} selected={selected.includes(v.id)} data-testid={`policy-version-${v.version}`}>
                <TableCell padding="checkbox">
                  <Checkbox checked={selected.includes(v.id)} onChange={() => toggle(v.id)} slotProps={{ input: { 'aria-label': t('versions.compareN', { n: v.version }) } }} />
                </TableCell>
                <TableCell>
                  {v.version} {v.isCurrent && <Chip size="small" color="success" label={t('versions.current')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{formatDateTime(v.createdAt, language)}</TableCell>
                <TableCell>{v.createdBy?.name ?? '—'}</TableCell>
                <TableCell>
                  {v.changeNote ?? ''}
                  {v.rolledBackFromVersion !== null && v.changeNote === null && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('versions.rolledBackFrom', { n: v.rolledBackFromVersion })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  {!v.isCurrent && (
                    <Button size="small" onClick={() => setTarget(v)} data-testid={`policy-rollback-${v.version}`}>
                      {t('versions.rollback')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination component="div" count={versions.data?.total ?? 0} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_e, p) => setPage(p)} />
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {a && b ? t('versions.diffTitle', { a: Math.min(a.version, b.version), b: Math.max(a.version, b.version) }) : t('versions.diff')}
          </Typography>
          {a && b ? <VersionDiff a={a} b={b} /> : <Typography color="text.secondary">{t('versions.pickTwo')}</Typography>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={target !== null}
        title={t('versions.rollbackTitle', { n: target?.version ?? 0 })}
        message={t('versions.rollbackMessage', { n: target?.version ?? 0 })}
        confirmLabel={t('versions.rollback')}
        onClose={() => setTarget(null)}
        onConfirm={async () => {
          const done = await api.post<LeavePolicy>(PATHS.rollback((policy as LeavePolicy).id, (target as PolicyVersion).id));
          notify(t('versions.rolledBack', { n: done.version }));
          setPicked(null);
          setPage(0);
          versions.reload();
          onRolledBack();
        }}
      />
    </Dialog>
  );
}
