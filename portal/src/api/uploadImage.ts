import { unwrap } from './apiError';
import { apiClient } from './client';

export type ImagePurpose = 'avatar';

/** Sends an image to media (`POST /api/media/images`, multipart) and returns its stable URL. */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<string> {
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
  return unwrap(result).url;
}
