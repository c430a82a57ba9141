import { Button, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';

import { toaster } from '../ui/toaster';
import { ShareIcon } from './ShareIcon';
import { shareUrl, whatsAppUrl } from './sharePaths';

interface ShareButtonProps {
  /** The shared page's path (sharePaths). */
  path: string;
  /** What is shared, as the message and the button's name say it: 'Loop Verão, de Ana'. */
  title: string;
  /** A card's small button (icon only) or a page's (with its label). */
  compact?: boolean;
}

/** 'Compartilhar': copy the link, send it to WhatsApp, or the phone's own share sheet where there is one. */
export function ShareButton({ path, title, compact = false }: ShareButtonProps) {
  const url = shareUrl(path);
  const text = `Ouça ${title} no Sampleteca`;
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toaster.create({ type: 'success', title: 'Link copiado', description: url });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link, to copy by hand.
      toaster.create({ type: 'info', title: 'Copie o link', description: url, duration: 15_000 });
    }
  };
  const shareNatively = () => void navigator.share({ title, text, url }).catch(() => undefined);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant={compact ? 'ghost' : 'outline'}
          size="sm"
          rounded="full"
          px={compact ? '2' : '3'}
          color={compact ? 'fg.muted' : undefined}
          title="Compartilhar"
        >
          <ShareIcon />
          {compact ? <VisuallyHidden>Compartilhar {title}</VisuallyHidden> : 'Compartilhar'}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.Item value="copy" onSelect={() => void copy()}>
              Copiar link
            </Menu.Item>
            <Menu.Item value="whatsapp" asChild>
              <a href={whatsAppUrl(text, url)} target="_blank" rel="noopener noreferrer">
                Enviar pelo WhatsApp
              </a>
            </Menu.Item>
            {canShareNatively && (
              <Menu.Item value="native" onSelect={shareNatively}>
                Mais opções…
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
