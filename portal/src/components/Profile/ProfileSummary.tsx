import { Avatar, Badge, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import type { Profile } from '../../api/types';
import { paths } from '../../routes/paths';
import { DetailList } from '../Common/DetailList';
import { Panel } from '../Common/Panel';
import { providerLabel } from '../Auth/oauthProviders';

const notInformed = (
  <Text as="span" color="fg.muted">
    Não informado
  </Text>
);

function SocialLink({ url }: { url: string | null | undefined }) {
  if (!url) return notInformed;
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" overflowWrap="anywhere">
      {url}
    </Link>
  );
}

export function ProfileSummary({ profile }: { profile: Profile }) {
  const personal: { label: string; value: string | null | undefined }[] = [
    { label: 'E-mail', value: profile.email },
    // A new address waiting for its link: the account still signs in with the current one.
    ...(profile.pendingEmail ? [{ label: 'Novo e-mail (aguardando confirmação)', value: profile.pendingEmail }] : []),
    { label: 'Telefone', value: profile.phone },
    { label: 'CPF', value: profile.cpf },
    { label: 'CEP', value: profile.cep },
    { label: 'Produtora/selo', value: profile.producer },
  ];
  const social = [
    { label: 'Facebook', url: profile.facebookUrl },
    { label: 'Instagram', url: profile.instagramUrl },
    { label: 'YouTube', url: profile.youtubeUrl },
    { label: 'TikTok', url: profile.tiktokUrl },
  ];

  return (
    <Panel>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="6" align={{ base: 'flex-start', sm: 'center' }} mb="8">
        <Avatar.Root size="2xl" colorPalette="brand" boxSize={{ base: '20', md: '24' }}>
          <Avatar.Fallback name={profile.fullName ?? undefined} />
          {profile.avatarUrl && <Avatar.Image src={profile.avatarUrl} alt="Sua foto de perfil" />}
        </Avatar.Root>
        <Stack gap="2" flex="1" minW="0">
          <Heading as="h2" size="xl" wordBreak="break-word">
            {profile.fullName || 'Sem nome'}
          </Heading>
          <Flex gap="2" wrap="wrap">
            <Badge variant="surface">Conta: {providerLabel(profile.provider)}</Badge>
            {profile.isAdmin && (
              <Badge variant="surface" colorPalette="orange">
                Administrador
              </Badge>
            )}
            <Badge variant="surface" colorPalette={profile.complete ? 'green' : 'orange'}>
              {profile.complete ? 'Perfil completo' : 'Perfil incompleto'}
            </Badge>
          </Flex>
        </Stack>
        <Button asChild colorPalette="brand" rounded="full">
          <RouterLink to={paths.profileUpdate}>Editar perfil</RouterLink>
        </Button>
      </Flex>

      <Stack gap="8">
        <DetailList items={personal.map((item) => ({ label: item.label, value: item.value || notInformed }))} />
        <Stack gap="4">
          <Heading as="h3" size="md">
            Redes sociais
          </Heading>
          <DetailList items={social.map((item) => ({ label: item.label, value: <SocialLink url={item.url} /> }))} />
        </Stack>
      </Stack>
    </Panel>
  );
}
