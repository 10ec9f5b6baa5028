import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, isApiProblem } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { orgPersonPath, type OrgContext, type OrgPerson } from '../api';
import { Connector, PersonNode } from './PersonNode';
import { ReportsTree } from './ReportsTree';

/** Finds someone in the chart and focuses on them. */
function OrgSearch({ onPick }: { onPick: (person: OrgPerson) => void }) {
  const { t } = useTranslation('employees');
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<OrgPerson[]>([]);
  useEffect(() => {
    const q = input.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<ListEnvelope<OrgPerson>>('/hr/org/search', { q, pageSize: 20 }, controller.signal)
        .then((result) => setOptions(result.items))
        .catch(() => setOptions([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input]);
  return (
    <Autocomplete<OrgPerson>
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.fullName}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, person) => person && onPick(person)}
      noOptionsText={input.trim().length < 2 ? t('picker.typeMore') : t('picker.none')}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {o.fullName}
          {o.jobTitle ? ` · ${o.jobTitle}` : ''}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('org.search')} />}
      sx={{ maxWidth: 420, mb: 3 }}
      data-testid="org-search"
    />
  );
}

/** The organisation around a person: managers above, the person and their peers, reports below. */
export function OrgChartPage() {
  const { t } = useTranslation('employees');
  const { employeeId } = useParams();
  const navigate = useNavigate();
  const query = useApiQuery<OrgContext>(employeeId ? orgPersonPath(employeeId) : '/hr/org/me');
  const open = (person: OrgPerson) => navigate(`/hr/org/${person.id}`);
  const noProfile = !employeeId && isApiProblem(query.error) && query.error.code === 'NOT_FOUND';

  return (
    <>
      <PageHeader title={t('org.title')} subtitle={t('org.subtitle')} />
      <OrgSearch onPick={open} />
      {query.loading && !query.data && <LoadingState />}
      {noProfile && <EmptyState title={t('org.noProfile')} description={t('org.noProfileHint')} />}
      {!noProfile && !query.data && <ProblemAlert error={query.error} />}
      {query.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, overflowX: 'auto' }}>
          <Stack sx={{ alignItems: 'center' }}>
            {query.data.ancestors.map((person) => (
              <Box key={person.id}>
                <PersonNode person={person} onOpen={open} />
                <Connector />
              </Box>
            ))}
            <PersonNode person={query.data.focus} focus onOpen={open} />
          </Stack>
          {query.data.peers.length > 0 && (
            <Box sx={{ mt: 3 }}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                {t('org.peers', { count: query.data.peers.length })}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ overflowX: 'auto', pb: 1 }} data-testid="org-peers">
                {query.data.peers.map((person) => (
                  <PersonNode key={person.id} person={person} onOpen={open} />
                ))}
              </Stack>
            </Box>
          )}
          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
              {t('org.reports', { count: query.data.directReports.length })}
            </Typography>
            {query.data.directReports.length ? (
              <ReportsTree
                reports={query.data.directReports}
                onOpen={open}
                label={t('org.reportsOf', { name: query.data.focus.fullName })}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('org.noReports')}
              </Typography>
            )}
          </Box>
          <Box sx={{ mt: 3 }}>
            <Link component={RouterLink} to={`/hr/employees/${query.data.focus.id}`} variant="body2">
              {t('org.openProfile', { name: query.data.focus.fullName })}
            </Link>
          </Box>
        </Paper>
      )}
    </>
  );
}
