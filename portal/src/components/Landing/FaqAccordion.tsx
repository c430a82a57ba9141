import { Accordion, Heading, Text } from '@chakra-ui/react';

const questions = [
  {
    question: 'O que é a Sampleteca?',
    answer:
      'Uma plataforma brasileira onde produtores e artistas compartilham samples, acapelas, beats e melodias, organizados em drum kits.',
  },
  {
    question: 'Quanto custa para usar?',
    answer:
      'O plano Free é gratuito durante a promoção de lançamento. Os planos Sound Basic e Sound Pro são mensais e liberam conteúdos exclusivos.',
  },
  {
    question: 'Como eu crio minha conta?',
    answer:
      'Clique em “Cadastre-se grátis” e continue com Google, Facebook, Spotify ou e-mail. Depois, confirme seu e-mail e complete seu perfil.',
  },
  {
    question: 'Como funciona o pagamento dos planos?',
    answer:
      'A assinatura é feita com cartão de crédito no ambiente seguro do nosso provedor de pagamentos. A Sampleteca não guarda os dados do seu cartão.',
  },
  {
    question: 'Posso distribuir meus sons pela Sampleteca?',
    answer:
      'Sim. Produtores podem pedir a distribuição de um som; o pedido exige a assinatura de um contrato eletrônico e a aprovação da nossa equipe.',
  },
];

/** The questions, each opening its answer. */
export function FaqAccordion() {
  return (
    <Accordion.Root collapsible variant="enclosed" maxW="3xl">
      {questions.map((item, index) => (
        <Accordion.Item key={item.question} value={String(index)}>
          <Heading as="h3" fontSize="md">
            <Accordion.ItemTrigger py="4" cursor="pointer">
              <Text as="span" flex="1" fontWeight="semibold" textAlign="start">
                {item.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
