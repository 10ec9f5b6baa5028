import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
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
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PATHS, type ConventionSummary, type LeaveDiff } from '../api';
import { VERDICT_TONES, diffFieldKey, formatDiffValue } from './diffValues';

/**
 * The policies in force against a collective-agreement template shipped with the app: field by
 * field, the value in force, the template's, and whether the policy meets it.
 */
export function ConventionDiffPanel({ refresh = 0 }: { refresh?: number }) {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const templates = useApiQuery<ConventionSummary[]>(PATHS.conventions);
  const [picked, setPicked] = useState('');
  const diff = useApiQuery<LeaveDiff>(picked ? PATHS.diff(picked) : null);
  const { reload } = diff;
  // An import changed the policies: the comparison on screen follows.
  useEffect(() => {
    if (refresh) reload();
  }, [refresh, reload]);
  const items = diff.data?.conventionCode === picked ? diff.data.items : [];
  const toFix = items.filter((i) => VERDICT_TONES[i.verdict] !== 'default' && VERDICT_TONES[i.verdict] !== 'success').length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="leave-diff-title">
      <Typography id="leave-diff-title" variant="h6" component="h2" gutterBottom>
        {t('config.diffTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('config.diffHelp')}
      </Typography>
      <ProblemAlert error={templates.error ?? diff.error} />
      <TextField
        select
        size="small"
        label={t('config.convention')}
        value={picked}
        onChange={(e) => setPicked(e.target.value)}
        sx={{ minWidth: 320, mb: 2 }}
      >
        {(templates.data ?? []).map((c) => (
          <MenuItem key={c.code} value={c.code} data-testid={`leave-diff-option-${c.code}`}>
            {`${c.name} (${c.country})`}
          </MenuItem>
        ))}
      </TextField>
      {picked && diff.loading && <LoadingState />}
      {picked && !diff.loading && diff.data && (
        <Box data-testid="leave-diff">
          <Alert severity={toFix ? 'warning' : 'success'} sx={{ mb: 2 }} data-testid="leave-diff-summary">
            {toFix ? t('config.diffToFix', { count: toFix }) : t('config.diffAllGood')}
          </Alert>
          <TableContainer tabIndex={0} role="region" aria-label={t('config.diffTableLabel', { name: diff.data.name })}>
            <Table size="small" aria-label={t('config.diffTableLabel', { name: diff.data.name })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('fields.type')}</TableCell>
                  <TableCell>{t('config.field')}</TableCell>
                  <TableCell>{t('config.inForce')}</TableCell>
                  <TableCell>{t('config.template')}</TableCell>
                  <TableCell>{t('config.verdict')}</TableCell>
                  <TableCell>{t('config.legal')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={`${item.leaveTypeCode}-${item.field}`} data-testid={`leave-diff-${item.leaveTypeCode}-${item.field}`}>
                    <TableCell component="th" scope="row">
                      {item.leaveTypeName}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {item.leaveTypeCode}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {t(diffFieldKey(item.field))}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {t(`config.rules.${item.rule}`)}
                      </Typography>
                    </TableCell>
                    <TableCell>{formatDiffValue(t, item, item.current, language)}</TableCell>
                    <TableCell>{formatDiffValue(t, item, item.template, language)}</TableCell>
                    <TableCell>
                      <StatusChip status={item.verdict} labelPrefix="leave:config.verdicts" tones={VERDICT_TONES} />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 360 }}>
                      <Typography variant="body2">{item.legal}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {item.source}
                        {!item.confirmed && ` · ${t('config.unconfirmed')}`}
                      </Typography>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {t('config.sources')}
            </Typography>
            {diff.data.sources.map((s) => (
              <Typography key={s.title} variant="body2">
                {s.url ? (
                  <Link href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.title}
                  </Link>
                ) : (
                  s.title
                )}
              </Typography>
            ))}
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
