import { Avatar, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';

import { IMAGE_UPLOAD_FAILED, imageFailureReason, uploadImage } from '../../api/uploadImage';
import { toaster } from '../ui/toaster';

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
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toaster.create({ type: 'error', title: IMAGE_UPLOAD_FAILED, description: 'Escolha um arquivo de imagem.' });
      return;
    }
    setUploading(true);
    try {
      onChange((await uploadImage(file, 'avatar')).url);
    } catch (failure) {
      toaster.create({ type: 'error', title: IMAGE_UPLOAD_FAILED, description: imageFailureReason(failure) });
    } finally {
      setUploading(false);
    }
  };

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
          onChange={(event) => void choose(event)}
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
