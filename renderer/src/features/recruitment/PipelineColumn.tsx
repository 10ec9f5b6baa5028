import { useState, type DragEvent } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { PATHS, RATING_MAX, ROUTES, type Application, type ApplicationStatus } from './api';
import { targetsOf } from './useMoveApplication';

export const DRAG_TYPE = 'application/x-baobab-application';
const PAGE = 100;

/** One stage of the board: its applications (the first hundred, newest first), a drop zone. The board remounts it to reload. */
export function PipelineColumn({
  offerId,
  stage,
  canMove,
  dragged,
  onDragStart,
  onDropHere,
  onMoveTo,
}: {
  offerId: string;
  stage: ApplicationStatus;
  canMove: boolean;
  dragged: Application | null;
  onDragStart: (a: Application | null) => void;
  onDropHere: (stage: ApplicationStatus) => void;
  onMoveTo: (a: Application, stage: ApplicationStatus) => void;
}) {
  const { t } = useTranslation('recruitment');
  const query = useApiQuery<{ items: Application[]; total: number }>(PATHS.applications, { offerId, status: stage, pageSize: PAGE, sort: '-receivedAt' });
  const [over, setOver] = useState(false);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; a: Application } | null>(null);
  const accepts = dragged !== null && dragged.status !== stage && targetsOf(dragged).includes(stage);
  const titleId = `stage-${stage}`;
  const items = query.data?.items ?? [];
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid={`stage-${stage}`}
      onDragOver={(e: DragEvent) => {
        if (!accepts) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        setOver(false);
        if (accepts) onDropHere(stage);
      }}
      sx={{ p: 1, minWidth: 240, width: 240, flexShrink: 0, bgcolor: over ? 'action.hover' : accepts ? 'action.selected' : 'background.paper', borderStyle: accepts ? 'dashed' : 'solid' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, px: 0.5 }}>
        <Typography variant="subtitle1" component="h2" id={titleId}>
          {t(`stages.${stage}`)}
        </Typography>
        <Badge badgeContent={query.data?.total ?? 0} color="primary" showZero max={999} aria-label={t('pipeline.count', { count: query.data?.total ?? 0 })} sx={{ mr: 1 }} />
      </Stack>
      <ProblemAlert error={query.error} />
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((a) => (
          <li key={a.id}>
            <Card
              variant="outlined"
              draggable={canMove && targetsOf(a).length > 0}
              onDragStart={(e: DragEvent) => {
                e.dataTransfer.setData(DRAG_TYPE, a.id);
                e.dataTransfer.effectAllowed = 'move';
                onDragStart(a);
              }}
              onDragEnd={() => onDragStart(null)}
              data-testid={`card-${a.id}`}
              data-candidate={a.name}
            >
              <CardActionArea component={RouterLink} to={ROUTES.application(a.id)} sx={{ p: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {a.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t(`sources.${a.source}`)}
                </Typography>
                {a.rating !== null && <Rating value={a.rating} max={RATING_MAX} readOnly size="small" aria-label={t('pipeline.rating', { rating: a.rating })} />}
              </CardActionArea>
              {canMove && targetsOf(a).length > 0 && (
                <Button size="small" fullWidth aria-haspopup="menu" aria-label={t('pipeline.moveToOf', { name: a.name })} onClick={(e) => setMenu({ anchor: e.currentTarget, a })} data-testid={`move-${a.id}`}>
                  {t('pipeline.moveTo')}
                </Button>
              )}
            </Card>
          </li>
        ))}
      </Stack>
      {query.data && query.data.total > items.length && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('pipeline.more', { count: query.data.total - items.length })}
        </Typography>
      )}
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        {menu &&
          targetsOf(menu.a).map((to) => (
            <MenuItem
              key={to}
              onClick={() => {
                setMenu(null);
                onMoveTo(menu.a, to);
              }}
              data-testid={`move-to-${to}`}
            >
              {menu.a.status === 'REJECTED' ? t('pipeline.reinstateTo', { stage: t(`stages.${to}`) }) : t(`stages.${to}`)}
            </MenuItem>
          ))}
      </Menu>
    </Paper>
  );
}
