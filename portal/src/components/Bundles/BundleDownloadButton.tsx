import { Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { BundleSource } from '../../api/bundles';
import { paths } from '../../routes/paths';
import { PendingButton } from '../Common/PendingButton';
import { DownloadIcon } from '../Sounds/SoundIcons';
import { bundleRefusal } from './bundleRefusal';
import { bundleSummary } from './bundleSummary';
import { useBundleDownload } from './useBundleDownload';

interface BundleDownloadButtonProps {
  source: BundleSource;
  /** 'Baixar kit', 'Baixar curtidas'. */
  label: string;
  /** Why there is nothing to download, when the page already knows: the button waits, saying so. */
  unavailable?: string | null;
}

/**
 * One ZIP of many sounds (a drum kit, the liked list): the sounds the plan allows, their originals
 * and a LICENCA.txt. What was left out is said beside the button, with the way to get it.
 */
export function BundleDownloadButton({ source, label, unavailable = null }: BundleDownloadButtonProps) {
  const bundle = useBundleDownload(source);
  const summary = bundle.data ? bundleSummary(bundle.data) : null;
  const noteId = useId();
  // The reason stays beside the button (a toast goes away): known beforehand, or the refusal.
  const refusal = unavailable ?? (bundle.isError ? bundleRefusal(bundle.error) : null);
  return (
    <Stack gap="2" align="flex-start">
      <PendingButton
        colorPalette="brand"
        rounded="full"
        pending={bundle.isPending}
        pendingText="Preparando o ZIP..."
        disabled={unavailable !== null}
        aria-describedby={refusal ? noteId : undefined}
        onClick={() => bundle.mutate()}
      >
        <DownloadIcon />
        {label}
      </PendingButton>
      <Text role="status" id={noteId} fontSize="sm" color={refusal ? 'fg.warning' : 'fg.muted'}>
        {refusal}
        {!refusal && summary && (
          <>
            {summary.saving}
            {summary.plan && (
              <>
                {' '}
                {summary.plan}{' '}
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to={paths.profilePlan}>assine um plano</RouterLink>
                </Link>
                .
              </>
            )}
            {summary.others.map((text) => ` ${text}`).join('')}
          </>
        )}
      </Text>
    </Stack>
  );
}
