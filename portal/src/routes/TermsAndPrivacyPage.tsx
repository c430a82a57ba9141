import { Button, HStack } from '@chakra-ui/react';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';

import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { LegalDocumentView } from '../components/Terms/LegalDocumentView';
import { privacyPolicy, termsOfUse } from '../components/Terms/legalTexts';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

const documents = { terms: termsOfUse, policy: privacyPolicy } as const;

/** /termsAndPrivacy/{terms|policy}. */
export function TermsAndPrivacyPage() {
  const { choice = '' } = useParams();
  const document = choice === 'terms' || choice === 'policy' ? documents[choice] : null;
  usePageTitle(document?.title ?? 'Termos de uso');
  if (!document) return <Navigate to={paths.termsOfUse} replace />;

  return (
    <PageShell>
      <PageHeader title={document.title} backTo={paths.home} backLabel="Início" />
      <HStack as="nav" aria-label="Documentos legais" gap="2" mb="8" wrap="wrap">
        <Button
          asChild
          size="sm"
          rounded="full"
          variant={choice === 'terms' ? 'solid' : 'outline'}
          colorPalette="brand"
        >
          <RouterLink to={paths.termsOfUse} aria-current={choice === 'terms' ? 'page' : undefined}>
            Termos de uso
          </RouterLink>
        </Button>
        <Button
          asChild
          size="sm"
          rounded="full"
          variant={choice === 'policy' ? 'solid' : 'outline'}
          colorPalette="brand"
        >
          <RouterLink to={paths.privacyPolicy} aria-current={choice === 'policy' ? 'page' : undefined}>
            Política de privacidade
          </RouterLink>
        </Button>
      </HStack>
      <LegalDocumentView document={document} />
    </PageShell>
  );
}
