import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import type { ServerList } from '../../../components/grid/useServerList';
import { STATUS_TONES, type DirectoryItem } from '../api';

export function personInitials(person: { firstName: string; lastName: string }): string {
  return `${person.firstName[0] ?? ''}${person.lastName[0] ?? ''}`.toUpperCase();
}

/** The directory as cards: photo-less avatar, job, department, contact, status. */
export function EmployeeCards({
  list,
  onOpen,
  emptyTitle,
}: {
  list: ServerList<DirectoryItem>;
  onOpen: (e: DirectoryItem) => void;
  emptyTitle: string;
}) {
  const { t } = useTranslation('employees');
  const { page, pageSize } = list.params;
  const pages = Math.max(1, Math.ceil(list.total / pageSize));
  return (
    <Box data-testid="directory-cards">
      <ProblemAlert error={list.error} />
      {!list.loading && list.rows.length === 0 && <EmptyState title={emptyTitle} />}
      <Grid container spacing={2}>
        {list.rows.map((e) => (
          <Grid key={e.id} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
            <Card sx={{ height: '100%' }} data-testid="directory-card">
              <CardActionArea onClick={() => onOpen(e)} sx={{ height: '100%', alignItems: 'flex-start' }}>
                <CardContent>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
                    <Avatar sx={{ bgcolor: 'primary.main' }}>{personInitials(e)}</Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} noWrap>
                        {e.fullName}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {e.jobTitle ?? t('common.noJobTitle')}
                      </Typography>
                    </Box>
                  </Stack>
                  <Stack spacing={0.5}>
                    <Typography variant="body2" noWrap>
                      {e.department?.name ?? t('common.noDepartment')}
                    </Typography>
                    {e.email && (
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', color: 'text.secondary' }}
                      >
                        <EmailOutlined fontSize="inherit" />
                        <Typography variant="body2" noWrap>
                          {e.email}
                        </Typography>
                      </Stack>
                    )}
                    {e.phone && (
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', color: 'text.secondary' }}
                      >
                        <PhoneOutlined fontSize="inherit" />
                        <Typography variant="body2">{e.phone}</Typography>
                      </Stack>
                    )}
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
                    <StatusChip status={e.status} labelPrefix="employees:status" tones={STATUS_TONES} />
                    <Typography variant="caption" color="text.secondary">
                      {e.employeeNumber}
                    </Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {pages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => list.setPage(next, pageSize)}
            color="primary"
          />
        </Stack>
      )}
    </Box>
  );
}
