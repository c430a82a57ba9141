import { Avatar, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';

import { fetchFollowing, followKeys } from '../api/follows';
import { ListStatus } from '../components/Catalogue/ListStatus';
import { Pager } from '../components/Catalogue/Pager';
import { ProfileArea } from '../components/Catalogue/ProfileArea';
import { useAddressPage } from '../components/Catalogue/useAddressPage';
import { Panel } from '../components/Common/Panel';
import { DigestSwitch } from '../components/Follows/DigestSwitch';
import { FollowButton } from '../components/Follows/FollowButton';
import { usePageTitle } from '../hooks/usePageTitle';
import { artistPath } from './paths';

const PAGE_SIZE = 20;

/** /profile/following, 'Seguindo': whom I follow, and the daily digest's switch. */
export function ProfileFollowingPage() {
  usePageTitle('Seguindo');
  const [page, setPage] = useAddressPage();
  const following = useQuery({
    queryKey: followKeys.page(page),
    queryFn: () => fetchFollowing(page, PAGE_SIZE),
  });
  return (
    <ProfileArea title="Seguindo" subtitle="Os sons novos de quem você segue chegam no sino e em Novidades.">
      <Stack gap="4">
        <Panel p={{ base: '4', md: '5' }}>
          <DigestSwitch />
        </Panel>
        <ListStatus
          query={following}
          loadingText="Carregando..."
          errorText="Problema ao tentar listar quem você segue!"
        />
        {following.data?.total === 0 && <Text color="fg.muted">Você ainda não segue ninguém.</Text>}
        {following.data && following.data.total > 0 && (
          <Stack as="ul" listStyleType="none" gap="2">
            {following.data.items.map((producer) => (
              <Panel as="li" key={producer.id} p="3">
                <HStack gap="3" justify="space-between">
                  <Link asChild minW="0" _hover={{ textDecoration: 'none', color: 'brand.fg' }}>
                    <RouterLink to={artistPath(producer.name)}>
                      <HStack gap="3" minW="0">
                        <Avatar.Root size="md" colorPalette="brand" aria-hidden="true">
                          <Avatar.Fallback name={producer.name} />
                          {producer.avatarUrl && <Avatar.Image src={`${producer.avatarUrl}?size=96`} alt="" />}
                        </Avatar.Root>
                        <Text fontWeight="medium" truncate>
                          {producer.name}
                        </Text>
                      </HStack>
                    </RouterLink>
                  </Link>
                  <FollowButton producerId={producer.id} producerName={producer.name} />
                </HStack>
              </Panel>
            ))}
          </Stack>
        )}
        {following.data && following.data.total > PAGE_SIZE && (
          <Pager page={page} total={following.data.total} pageSize={PAGE_SIZE} onChange={setPage} />
        )}
      </Stack>
    </ProfileArea>
  );
}
