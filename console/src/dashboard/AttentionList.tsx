import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Card, CardHeader, Chip, List, ListItem, ListItemButton, ListItemText, Skeleton } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

import { filteredList, type AttentionItem } from './attentionItem';
import { useDailyStats } from './useDailyStats';
import { useOperationsAttention } from './useOperationsAttention';

/** What an administrator should act on now, each line a link to the filtered list where they act. */
export function AttentionList() {
  const translate = useTranslate();
  const distribution = useDailyStats('distribution');
  const catalogue = useDailyStats('catalogue');
  const operations = useOperationsAttention();
  const items: AttentionItem[] = [
    {
      id: 'pending-requests',
      label: 'sampleteca.dashboard.attention.pending_requests',
      count: distribution.stats?.pendingNow ?? null,
      to: filteredList('distribution-requests', { status: 'pending' }),
    },
    {
      id: 'failed-sounds',
      label: 'sampleteca.dashboard.attention.failed_sounds',
      count: catalogue.stats?.failedProcessing ?? null,
      to: filteredList('sounds', { processing: 'failed' }),
    },
    ...operations,
  ];
  const loading = distribution.loading || catalogue.loading;

  return (
    <Card>
      <CardHeader
        title={translate('sampleteca.dashboard.attention.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton component={Link} to={item.to}>
              <ListItemText primary={translate(item.label)} />
              {loading && item.count === null ? (
                <Skeleton variant="rounded" width={32} height={24} />
              ) : (
                <Chip
                  size="small"
                  color={item.count ? 'warning' : 'default'}
                  label={item.count ?? translate('sampleteca.dashboard.attention.unknown')}
                />
              )}
              <ChevronRightIcon aria-hidden sx={{ ml: 1, color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
