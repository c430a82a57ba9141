import { Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';

import { errorMessage } from '../../api/apiError';
import { layout } from '../../theme/layout';
import { EmptyList, useLastPageClamp } from '../Catalogue/ListStatus';
import { Pager } from '../Catalogue/Pager';
import { useAddressPage } from '../Catalogue/useAddressPage';
import { CardStack } from '../Common/CardStack';
import { RetryAlert } from '../Common/RetryAlert';
import { PAGE_SIZE } from '../../api/soundTypes';
import { RequestCard } from './RequestCard';
import { useRequestsPage } from './useRequests';
import { LoadingStatus } from '../Common/LoadingStatus';

const fetchFailed = (error: unknown) =>
  `Erro ao buscar solicitações: ${errorMessage(error, 'o serviço de distribuição não respondeu.')}`;

/** The pending requests a page at a time (the page in the address), with loading, error and empty states. */
export function RequestList({ isAdmin }: { isAdmin: boolean }) {
  const [page, setPage] = useAddressPage();
  const requests = useRequestsPage(page);
  const topRef = useRef<HTMLDivElement>(null);
  const { data } = requests;
  useLastPageClamp(requests, page, setPage);

  return (
    <Stack gap="4" ref={topRef} scrollMarginTop={`calc(${layout.headerHeight} + 1rem)`}>
      {requests.isPending && <LoadingStatus text="Carregando solicitações..." py="6" />}
      {requests.isError && !data && (
        <RetryAlert
          title={fetchFailed(requests.error)}
          description="Tente novamente em instantes."
          retrying={requests.isFetching}
          onRetry={() => void requests.refetch()}
        />
      )}
      {data && data.items.length === 0 && !requests.isPlaceholderData && (
        <EmptyList
          text="Nenhuma solicitação pendente."
          hint={
            isAdmin
              ? 'Tudo em dia: novas solicitações aparecem aqui.'
              : 'Envie um som para análise em Meus Uploads ou peça a distribuição de uma música em Meus Downloads.'
          }
        />
      )}
      {data && data.items.length > 0 && (
        <>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {data.total === 1 ? '1 solicitação pendente' : `${data.total} solicitações pendentes`}
          </Text>
          <CardStack
            items={data.items}
            busy={requests.isFetching}
            stale={requests.isPlaceholderData}
            renderItem={(request) => <RequestCard request={request} canDecide={isAdmin} />}
          />
          <Pager
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE}
            label="Páginas de solicitações"
            onChange={(next) => {
              setPage(next);
              topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }}
          />
        </>
      )}
    </Stack>
  );
}
