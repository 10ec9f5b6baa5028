import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PATHS, type Resource, type ResourceType } from '../api';
import { ResourcePhoto } from './ResourcePhoto';

const FILTERS = ['q', 'typeId', 'location', 'minCapacity'] as const;
const PAGE_SIZE = 24;

/** The resources one can book, as cards with their photo, filtered by text, type, place and size. */
export function CataloguePage() {
  const { t } = useTranslation('booking');
  const list = useServerList<Resource>(PATHS.resources, {
    filters: FILTERS,
    sort: 'name',
    pageSize: PAGE_SIZE,
    query: { status: 'ACTIVE' },
  });
  const types = useApiQuery<ListEnvelope<ResourceType>>(PATHS.types, { pageSize: 200, sort: 'name' });
  const { filters, page, pageSize } = list.params;
  const pages = Math.max(1, Math.ceil(list.total / pageSize));

  return (
    <>
      <PageHeader title={t('catalogue.title')} subtitle={t('catalogue.subtitle')} />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField
          label={t('catalogue.search')}
          value={filters.q ?? ''}
          onChange={(q) => list.setFilter('q', q)}
        />
        <TextField
          select
          label={t('fields.type')}
          value={filters.typeId ?? ''}
          onChange={(e) => list.setFilter('typeId', e.target.value)}
          sx={{ minWidth: 180, maxWidth: { md: 260 } }}
          slotProps={{ htmlInput: { 'data-testid': 'catalogue-type' } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {(types.data?.items ?? []).map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <SearchField
          label={t('fields.location')}
          value={filters.location ?? ''}
          onChange={(v) => list.setFilter('location', v)}
        />
        <TextField
          select
          label={t('catalogue.minCapacity')}
          value={filters.minCapacity ?? ''}
          onChange={(e) => list.setFilter('minCapacity', e.target.value)}
          sx={{ minWidth: 150, maxWidth: { md: 260 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {[2, 4, 8, 12, 20].map((n) => (
            <MenuItem key={n} value={String(n)}>
              {t('catalogue.atLeast', { count: n })}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ProblemAlert error={list.error} />
      {list.loading && list.rows.length === 0 ? (
        <LoadingState />
      ) : list.rows.length === 0 ? (
        <EmptyState
          title={Object.keys(filters).length ? t('catalogue.emptyFiltered') : t('catalogue.empty')}
        />
      ) : (
        <Grid container spacing={2} data-testid="catalogue-grid">
          {list.rows.map((r) => (
            <Grid key={r.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/booking/resources/${r.id}`}
                  sx={{ height: '100%' }}
                  data-testid={`resource-card-${r.code}`}
                >
                  <ResourcePhoto resource={r} />
                  <CardContent>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap>
                      {r.name}
                    </Typography>
                    <Stack direction="row" useFlexGap spacing={0.5} sx={{ my: 1, flexWrap: 'wrap' }}>
                      {r.type && <Chip size="small" label={r.type.name} />}
                      <Chip
                        size="small"
                        variant="outlined"
                        color={r.autoValidate ? 'success' : 'warning'}
                        label={r.autoValidate ? t('catalogue.instant') : t('catalogue.onApproval')}
                      />
                    </Stack>
                    {r.location && (
                      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
                        <PlaceOutlined fontSize="small" />
                        <Typography variant="body2" noWrap>
                          {r.location}
                        </Typography>
                      </Box>
                    )}
                    {r.capacity && (
                      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
                        <GroupsOutlined fontSize="small" />
                        <Typography variant="body2">
                          {t('resource.capacity', { count: r.capacity })}
                        </Typography>
                      </Box>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, p) => list.setPage(p, pageSize)}
            color="primary"
          />
        </Box>
      )}
    </>
  );
}
