import { Accordion, Heading, Text } from '@chakra-ui/react';
import { faqQuestions } from './faqCopy';

/** The questions, each opening its answer. */
export function FaqAccordion() {
  return (
    <Accordion.Root collapsible variant="enclosed" maxW="3xl">
      {faqQuestions.map((item, index) => (
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
