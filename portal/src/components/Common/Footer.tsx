import { Box, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../../routes/paths';
import { layout } from '../../theme/layout';
import { Logo } from './Logo';
import { NewsletterForm } from './NewsletterForm';

export function Footer() {
  return (
    <Box as="footer" bg="bg.panel" borderTopWidth="1px" borderColor="border.muted" py={{ base: '10', md: '14' }}>
      <Container maxW={layout.contentMaxWidth}>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="10">
          <Stack gap="3" maxW="sm">
            <Logo />
            <Text color="fg.muted">Samples, acapelas e beats de quem faz a música brasileira acontecer.</Text>
          </Stack>
          <NewsletterForm />
        </Flex>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="border.muted"
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          gap="4"
        >
          <Text color="fg.muted" fontSize="sm">
            © {new Date().getFullYear()} Sampleteca
          </Text>
          <HStack as="nav" aria-label="Documentos legais" gap="6" fontSize="sm">
            <Link asChild color="fg.muted" _hover={{ color: 'fg' }}>
              <RouterLink to={paths.privacyPolicy}>Política de privacidade</RouterLink>
            </Link>
            <Link asChild color="fg.muted" _hover={{ color: 'fg' }}>
              <RouterLink to={paths.termsOfUse}>Termos de uso</RouterLink>
            </Link>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
