import { Box, Button, chakra, Circle, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';

import type { UploadedImage } from '../../../api/uploadImage';
import { useImageUpload } from '../../Media/useImageUpload';
import { ImageFileIcon } from './wizardIcons';

interface CoverImageFieldProps {
  value: UploadedImage | null;
  onChange: (cover: UploadedImage | null) => void;
  error?: string;
  /** Told when an upload starts and ends: the form says 'wait' rather than 'missing' meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
}

const focusRing = {
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
};

/** The sound's cover: image files only, sent to media at once (purpose 'cover'). */
export function CoverImageField({ value, onChange, error, onUploadingChange }: CoverImageFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { uploading, upload } = useImageUpload('cover', onChange);
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'flex-start' }}>
      <Text as="span" fontWeight="medium" fontSize="sm">
        Capa
        <Text as="span" color="fg.error" ms="1" aria-hidden="true">
          *
        </Text>
      </Text>
      <chakra.label
        htmlFor={inputId}
        position="relative"
        display="flex"
        alignItems="center"
        justifyContent="center"
        alignSelf={{ base: 'center', sm: 'flex-start' }}
        boxSize={{ base: '44', md: '48' }}
        rounded="2xl"
        overflow="hidden"
        borderWidth={value ? '1px' : '2px'}
        borderStyle={value ? 'solid' : 'dashed'}
        borderColor={error ? 'border.error' : 'border'}
        bg="bg.subtle"
        cursor={uploading ? 'progress' : 'pointer'}
        _hover={{ borderColor: 'brand.border' }}
        css={focusRing}
      >
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-label="Imagem de capa"
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          disabled={uploading}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {value ? (
          <Image src={value.url} alt="Capa escolhida" boxSize="full" objectFit="cover" />
        ) : (
          <Stack align="center" gap="2" px="4" textAlign="center" color="fg.muted">
            <Circle size="10" bg="brand.muted" color="brand.fg">
              <ImageFileIcon boxSize="5" />
            </Circle>
            <Text fontSize="sm" fontWeight="medium" color="fg">
              Escolher capa
            </Text>
          </Stack>
        )}
        {uploading && (
          <Box
            position="absolute"
            inset="0"
            bg="blackAlpha.600"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <Spinner color="white" aria-hidden="true" />
          </Box>
        )}
      </chakra.label>
      <Text id={hintId} fontSize="xs" color="fg.muted" maxW={{ sm: '48' }} textAlign={{ base: 'center', sm: 'start' }}>
        {uploading ? 'Enviando imagem...' : 'JPEG, PNG, WebP, GIF ou AVIF, de preferência quadrada.'}
      </Text>
      {value && !uploading && (
        <Button
          type="button"
          size="xs"
          variant="ghost"
          rounded="full"
          alignSelf={{ base: 'center', sm: 'flex-start' }}
          onClick={() => onChange(null)}
        >
          Remover capa
        </Button>
      )}
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" textAlign={{ base: 'center', sm: 'start' }}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
