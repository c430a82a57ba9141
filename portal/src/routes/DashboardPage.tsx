import { Alert, Button, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

/** Signed-in home until the catalogue (second spec document) arrives: says so, shows no made-up sounds. */
export function DashboardPage() {
  usePageTitle('Início');
  const auth = useAuth();
  const firstName = auth.status === 'authenticated' ? auth.profile.fullName?.split(' ')[0] : undefined;

  return (
    <PageShell width="wide">
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
            {firstName ? `Olá, ${firstName}!` : 'Olá!'}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
            Sua conta está pronta. O catálogo de samples, acapelas e beats chega em breve: aqui você vai encontrar,
            curtir e baixar os sons da comunidade.
          </Text>
        </Stack>
        {auth.status === 'authenticated' && !auth.profile.complete && (
          <Alert.Root status="warning" rounded="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Por favor, complete seu perfil.</Alert.Title>
              <Alert.Description>
                Telefone, CPF, CEP, produtora e redes sociais ajudam outros artistas a achar você.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Panel>
            <Stack gap="3" align="flex-start">
              <Heading as="h2" size="lg">
                Seu perfil
              </Heading>
              <Text color="fg.muted">Foto, dados pessoais, redes sociais e a segurança da sua conta.</Text>
              <Button asChild colorPalette="brand" rounded="full">
                <RouterLink to={paths.profileMe}>Ver meu perfil</RouterLink>
              </Button>
            </Stack>
          </Panel>
          <Panel>
            <Stack gap="3" align="flex-start">
              <Heading as="h2" size="lg">
                Catálogo de sons
              </Heading>
              <Text color="fg.muted">
                Em construção. Enquanto isso, conheça os planos e escolha o que combina com você.
              </Text>
              <Wrap gap="3">
                <Button asChild variant="outline" rounded="full">
                  <RouterLink to={paths.pre}>Produzir</RouterLink>
                </Button>
                <Button asChild variant="ghost" rounded="full">
                  <RouterLink to={paths.profilePlan}>Ver planos</RouterLink>
                </Button>
              </Wrap>
            </Stack>
          </Panel>
        </SimpleGrid>
      </Stack>
    </PageShell>
  );
}
