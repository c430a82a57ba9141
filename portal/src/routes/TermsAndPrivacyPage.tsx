import { Button, HStack } from '@chakra-ui/react';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';

import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { LegalDocumentView } from '../components/Terms/LegalDocumentView';
import { privacyPolicy, termsOfUse } from '../components/Terms/legalTexts';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

// The page's two documents, each a link in the nav above the one shown (its title as the label).
const documents = {
  terms: { document: termsOfUse, path: paths.termsOfUse },
  policy: { document: privacyPolicy, path: paths.privacyPolicy },
} as const;

const choices = ['terms', 'policy'] as const;

/** /termsAndPrivacy/{terms|policy}. */
export function TermsAndPrivacyPage() {
  const { choice = '' } = useParams();
  const document = choice === 'terms' || choice === 'policy' ? documents[choice].document : null;
  usePageTitle(document?.title ?? 'Termos de uso');
  if (!document) return <Navigate to={paths.termsOfUse} replace />;

  return (
    <PageShell>
      <PageHeader title={document.title} backTo={paths.home} backLabel="Início" />
      <HStack as="nav" aria-label="Documentos legais" gap="2" mb="8" wrap="wrap">
        {choices.map((name) => (
          <Button
            key={name}
            asChild
            size="sm"
            rounded="full"
            variant={choice === name ? 'solid' : 'outline'}
            colorPalette="brand"
          >
            <RouterLink to={documents[name].path} aria-current={choice === name ? 'page' : undefined}>
              {documents[name].document.title}
            </RouterLink>
          </Button>
        ))}
      </HStack>
      <LegalDocumentView document={document} />
    </PageShell>
  );
}
