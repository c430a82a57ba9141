import { Avatar, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useRef } from 'react';

import { useImageUpload } from './useImageUpload';

interface AvatarPickerProps {
  value: string | null;
  onChange: (url: string | null) => void;
  /** Name shown as initials while there is no photo. */
  name?: string;
}

/** Photo picker: image files only, sent to media at once; the form keeps the returned URL. */
export function AvatarPicker({ value, onChange, name }: AvatarPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useImageUpload('avatar', (image) => onChange(image.url));

  return (
    <HStack gap="5" align="center">
      <Avatar.Root size="2xl" colorPalette="brand">
        <Avatar.Fallback name={name || undefined} />
        {value && <Avatar.Image src={value} alt="Sua foto de perfil" />}
      </Avatar.Root>
      <Stack gap="2" align="flex-start">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          hidden
          aria-label="Foto de perfil"
          aria-describedby={hintId}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <HStack gap="2" wrap="wrap">
          <Button
            type="button"
            variant="outline"
            size="sm"
            rounded="full"
            disabled={uploading}
            onClick={() => inputRef.current?.click()}
          >
            {uploading ? <Spinner size="xs" /> : null}
            {value ? 'Trocar foto' : 'Escolher foto'}
          </Button>
          {value && !uploading && (
            <Button type="button" variant="ghost" size="sm" rounded="full" onClick={() => onChange(null)}>
              Remover
            </Button>
          )}
        </HStack>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {uploading ? 'Enviando imagem...' : 'Imagens JPEG, PNG, WebP, GIF ou AVIF.'}
        </Text>
      </Stack>
    </HStack>
  );
}
