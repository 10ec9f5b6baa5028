import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { orgPersonPath, type OrgContext, type OrgPerson } from '../api';
import { PersonNode } from './PersonNode';

/** One report, expandable in place to show their own reports (loaded on demand). */
function ReportBranch({ person, onOpen }: { person: OrgPerson; onOpen: (person: OrgPerson) => void }) {
  const { t } = useTranslation('employees');
  const [open, setOpen] = useState(false);
  const [children, setChildren] = useState<OrgPerson[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const toggle = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (children) return;
    setLoading(true);
    setError(null);
    try {
      setChildren((await api.get<OrgContext>(orgPersonPath(person.id))).directReports);
    } catch (err) {
      setError(err);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box role="treeitem" aria-expanded={person.directReportsCount > 0 ? open : undefined}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 36 }}>
          {person.directReportsCount > 0 && (
            <IconButton
              size="small"
              onClick={() => void toggle()}
              aria-label={
                open
                  ? t('org.collapse', { name: person.fullName })
                  : t('org.expand', { name: person.fullName })
              }
              data-testid="org-expand"
            >
              {open ? <ExpandMore /> : <ChevronRight />}
            </IconButton>
          )}
        </Box>
        <PersonNode person={person} onOpen={onOpen} />
      </Stack>
      {open && (
        <Box role="group" sx={{ pl: 5, borderLeft: 2, borderColor: 'divider', ml: 2, mt: 1 }}>
          {loading && <CircularProgress size={20} aria-label={t('common:state.loading')} />}
          <ProblemAlert error={error} />
          <Stack spacing={1}>
            {children?.map((child) => (
              <ReportBranch key={child.id} person={child} onOpen={onOpen} />
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}

/** The direct reports of the focus as an expandable tree. */
export function ReportsTree({
  reports,
  onOpen,
  label,
}: {
  reports: OrgPerson[];
  onOpen: (person: OrgPerson) => void;
  label: string;
}) {
  return (
    <Stack spacing={1} role="tree" aria-label={label} data-testid="org-reports">
      {reports.map((person) => (
        <ReportBranch key={person.id} person={person} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
