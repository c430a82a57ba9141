import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { LandingSection } from './LandingSection';

const solutions = [
  {
    title: 'Biblioteca de sons',
    text: 'Samples, acapelas, beats e melodias organizados em drum kits, com filtros para achar o som certo.',
  },
  {
    title: 'Pré-escuta instantânea',
    text: 'Ouça cada som pela forma de onda antes de baixar e curta os que combinam com o seu trabalho.',
  },
  {
    title: 'Espaço para produtores',
    text: 'Publique seus sons, mostre seu perfil de produtor e acompanhe seus envios e downloads.',
  },
  {
    title: 'Distribuição',
    text: 'Peça a distribuição de um som com contrato eletrônico assinado e aprovação da nossa equipe.',
  },
];

export function SolutionsSection() {
  return (
    <LandingSection
      id="solucoes"
      eyebrow="Soluções"
      title="Tudo o que sua produção precisa"
      description="Da busca pelo sample ideal até a distribuição da sua faixa, em um só lugar."
      bg="bg.subtle"
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {solutions.map((solution) => (
          <Stack
            key={solution.title}
            gap="3"
            p="6"
            rounded="2xl"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
          >
            <Heading as="h3" size="md" color="brand.fg">
              {solution.title}
            </Heading>
            <Text color="fg.muted">{solution.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
