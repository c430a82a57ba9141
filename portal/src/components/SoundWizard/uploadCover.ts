import { ApiError, unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';

export const IMAGE_UPLOAD_FAILED = 'Erro ao tentar fazer upload da imagem!';

export interface UploadedCover {
  id: string;
  url: string;
}

/** Sends the sound's cover to media (`POST /api/media/images`, purpose 'cover'). */
export async function uploadCover(file: File): Promise<UploadedCover> {
  const result = await apiClient.POST('/api/media/images', {
    // openapi-typescript types a binary part as string; the serializer sends the File itself.
    body: { purpose: 'cover', file: file as unknown as string },
    bodySerializer: () => {
      const form = new FormData();
      // media reads the purpose before the file's bytes.
      form.append('purpose', 'cover');
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
