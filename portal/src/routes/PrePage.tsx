import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { usePageTitle } from '../hooks/usePageTitle';
import { layout } from '../theme/layout';
import { paths } from './paths';

/** /pre: where 'Produzir' leads a signed-in user. */
export function PrePage() {
  usePageTitle('Comece a produzir');
  return (
    <Box bgImage="radial-gradient(circle at 20% 20%, rgba(109, 47, 224, 0.35), transparent 55%), radial-gradient(circle at 80% 80%, rgba(251, 146, 60, 0.15), transparent 50%)">
      <Container maxW={layout.contentMaxWidth} py={{ base: '20', md: '32' }}>
        <Stack gap="8" maxW="3xl">
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="tight">
            Explore e comece a produzir agora mesmo o seu hit!
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            Conheça os artistas da Sampleteca, encontre os sons que faltam na sua faixa e mãos à obra.
          </Text>
          <Button asChild size="xl" colorPalette="brand" rounded="full" alignSelf="flex-start">
            <RouterLink to={paths.artists}>Ver todos os artistas</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
