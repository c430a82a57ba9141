import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetRecordId, useNotify, useTranslate } from 'react-admin';

import { NamedButton } from '../layout/NamedButton';
import { fetchAcceptance, setAcceptance } from './acceptanceApi';

const text = (key: string) => `resources.categories.acceptance.${key}`;

/**
 * 'Aceitar': a category a user typed shows in everyone's genre chips once a public sound uses it,
 * or once an administrator accepts it here. Beside the rename form, apart from merging.
 */
export function CategoryAcceptance() {
  const id = String(useGetRecordId());
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const queryKey = ['admin', 'category-acceptance', id];
  const state = useQuery({ queryKey, queryFn: () => fetchAcceptance(id) });
  const change = useMutation({
    mutationFn: (accepted: boolean) => setAcceptance(id, accepted),
    onSuccess: (saved) => {
      client.setQueryData(queryKey, saved);
      notify(text(saved.accepted ? 'accepted' : 'withdrawn'), { type: 'info' });
    },
    onError: (error: Error) => notify(text('error'), { type: 'error', messageArgs: { message: error.message } }),
  });
  if (state.isError) return <Alert severity="error">{translate(text('unavailable'))}</Alert>;
  const accepted = state.data?.accepted;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="category-acceptance-title">
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" gap={2} flexWrap="wrap">
          <div>
            <Typography id="category-acceptance-title" variant="h6" component="h2">
              {translate(text('title'))}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {state.data ? translate(text(accepted ? 'is_accepted' : 'not_accepted')) : '…'}
            </Typography>
          </div>
          {state.data && (
            <NamedButton
              label={text(accepted ? 'withdraw' : 'accept')}
              color={accepted ? 'warning' : 'success'}
              variant="outlined"
              onClick={() => change.mutate(!accepted)}
              disabled={change.isPending}
            >
              {accepted ? <UndoIcon /> : <CheckCircleIcon />}
            </NamedButton>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
