import { ApiError, unwrap } from './apiError';
import { apiClient } from './client';

export type ImagePurpose = 'avatar' | 'cover';

export const IMAGE_UPLOAD_FAILED = 'Erro ao tentar fazer upload da imagem!';

/** An image media keeps: its id (a sound names its cover by it) and its stable URL. */
export interface UploadedImage {
  id: string;
  url: string;
}

/** Sends an image to media (`POST /api/media/images`, multipart): an avatar or a sound's cover. */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<UploadedImage> {
  const result = await apiClient.POST('/api/media/images', {
    // openapi-typescript types a binary part as string; the serializer sends the File itself.
    body: { purpose, file: file as unknown as string },
    bodySerializer: () => {
      const form = new FormData();
      // media reads the purpose before the file's bytes.
      form.append('purpose', purpose);
      form.append('file', file);
      return form;
    },
  });
  const { id, url } = unwrap(result);
  return { id, url };
}

/** What media said was wrong with the image (`details.reason`), if anything. */
export function imageFailureReason(error: unknown): string | undefined {
  const reason = error instanceof ApiError ? error.details?.reason : undefined;
  return typeof reason === 'string' && reason !== '' ? reason : undefined;
}
