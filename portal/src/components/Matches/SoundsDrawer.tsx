import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SoundsDrawerProps {
  title: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** A drawer of sound cards from the side ('Combina com este', 'Sons parecidos', a search with a sound); full screen on a phone. */
export function SoundsDrawer({ title, description, open, onOpenChange, children }: SoundsDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size={{ base: 'full', md: 'lg', lg: 'xl' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="stretch" gap="1">
              <Drawer.Title>{title}</Drawer.Title>
              <Drawer.Description color="fg.muted" fontSize="sm">
                {description}
              </Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">{children}</Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
