import { Badge, Box, Button, Container, Grid, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { useAuth } from '../../hooks/useAuth';
import { paths } from '../../routes/paths';
import { layout } from '../../theme/layout';
import { Panel } from '../Common/Panel';
import { HeroWaveform } from './HeroWaveform';
import { hero } from './landingCopy';

export function HeroSection() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';

  return (
    <Box
      as="section"
      aria-labelledby="hero-titulo"
      position="relative"
      overflow="hidden"
      bgImage="radial-gradient(circle at 15% 20%, rgba(109, 47, 224, 0.35), transparent 55%), radial-gradient(circle at 85% 70%, rgba(251, 146, 60, 0.18), transparent 50%)"
    >
      <Container maxW={layout.contentMaxWidth} py={{ base: '14', md: '24', lg: '28' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }} gap={{ base: '12', lg: '16' }} alignItems="center">
          <Stack gap={{ base: '6', md: '8' }}>
            <Badge alignSelf="flex-start" colorPalette="orange" variant="surface" rounded="full" px="3" py="1">
              {hero.badge}
            </Badge>
            <Heading
              as="h1"
              id="hero-titulo"
              fontSize={{ base: '4xl', sm: '5xl', xl: '6xl' }}
              lineHeight="1.05"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              {signedIn ? (
                'Envie seu som e comece a produzir agora'
              ) : (
                <>
                  {hero.titleStart}{' '}
                  <Text as="span" color="brand.fg">
                    {hero.titleAccent}
                  </Text>
                </>
              )}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
              {hero.lede}
            </Text>
            <Wrap gap="3">
              {signedIn ? (
                <>
                  <Button asChild size="xl" colorPalette="brand" rounded="full">
                    <RouterLink to={paths.soundAddFirstStep}>Enviar um som</RouterLink>
                  </Button>
                  <Button asChild size="xl" variant="outline" rounded="full">
                    <RouterLink to={paths.pre}>Produzir agora</RouterLink>
                  </Button>
                </>
              ) : (
                <>
                  <Button asChild size="xl" colorPalette="brand" rounded="full">
                    <RouterLink to={paths.onboardingRegister}>Cadastre-se grátis</RouterLink>
                  </Button>
                  <Button asChild size="xl" variant="outline" rounded="full">
                    <RouterLink to={paths.login}>Entrar</RouterLink>
                  </Button>
                </>
              )}
            </Wrap>
          </Stack>
          <Panel rounded="3xl" p={{ base: '6', md: '8' }} shadow="2xl">
            <HeroWaveform />
          </Panel>
        </Grid>
      </Container>
    </Box>
  );
}
