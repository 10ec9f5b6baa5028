import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formatDate } from '../../../components/dates/isoDate';
import { MY_TASKS_PATH, type MyTask } from '../api';

/** Dashboard card: the onboarding steps waiting for me (as owner, manager, role holder or new hire). */
export function MyTasksWidget() {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  const tasks = useApiQuery<MyTask[]>(MY_TASKS_PATH);
  return (
    <Card sx={{ height: '100%' }} data-testid="my-onboarding-tasks">
      <CardHeader title={t('myTasks.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {tasks.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('myTasks.empty')}
          </Typography>
        )}
        <List dense disablePadding>
          {(tasks.data ?? []).slice(0, 6).map((task) => (
            <ListItem key={task.id} disablePadding>
              <ListItemButton onClick={() => navigate(`/hr/onboardings/${task.onboardingId}`)}>
                <ListItemText
                  primary={`${task.title} — ${task.employee.name}`}
                  secondary={t('onboardings.due', {
                    date: formatDate(task.dueDate, i18n.resolvedLanguage ?? 'fr'),
                  })}
                  slotProps={{ secondary: { color: task.overdue ? 'error' : undefined } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
