import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import type { BundleSource } from '../../api/bundles';
import { paths } from '../../routes/paths';
import { DownloadIcon } from '../Sounds/SoundIcons';
import { bundleSummary } from './bundleSummary';
import { useBundleDownload } from './useBundleDownload';

interface BundleDownloadButtonProps {
  source: BundleSource;
  /** 'Baixar kit', 'Baixar curtidas'. */
  label: string;
}

/**
 * One ZIP of many sounds (a drum kit, the liked list): the sounds the plan allows, their originals
 * and a LICENCA.txt. What was left out is said beside the button, with the way to get it.
 */
export function BundleDownloadButton({ source, label }: BundleDownloadButtonProps) {
  const bundle = useBundleDownload(source);
  const summary = bundle.data ? bundleSummary(bundle.data) : null;
  return (
    <Stack gap="2" align="flex-start">
      <Button
        colorPalette="brand"
        rounded="full"
        loading={bundle.isPending}
        loadingText="Preparando o ZIP..."
        onClick={() => bundle.mutate()}
      >
        <DownloadIcon />
        {label}
      </Button>
      <Text role="status" fontSize="sm" color="fg.muted">
        {summary && (
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
