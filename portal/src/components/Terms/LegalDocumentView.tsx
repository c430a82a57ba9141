import { Heading, List, Stack, Text } from '@chakra-ui/react';

import type { LegalDocument } from './legalTexts';

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Stack gap="8" lineHeight="tall">
      <Text color="fg.muted" fontSize="lg">
        {document.intro}
      </Text>
      {document.sections.map((section) => (
        <Stack as="section" key={section.heading} gap="3">
          <Heading as="h2" size="lg">
            {section.heading}
          </Heading>
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph} color="fg.muted">
              {paragraph}
            </Text>
          ))}
          {section.items && (
            <List.Root gap="2" ps="5" color="fg.muted">
              {section.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
