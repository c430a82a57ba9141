import { createHash, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import type { FieldError } from '@sampleteca/http';
import {
  receiveMultipartFile,
  temporaryFileTarget,
  type MultipartFileErrors,
  type ReceivedFile,
  type ReceiveFileOptions,
} from '../common/multipart-file.receiver';
import { MediaErrorCode, formatMegabytes, uploadError } from '../media-errors';
import {
  IMAGE_PURPOSES,
  isAcceptedImageType,
  isImagePurpose,
  type AcceptedImageType,
  type ImagePurpose,
} from './image-variants';

export type ReceivedImage = ReceivedFile<AcceptedImageType> & {
  /** Temporary file holding the upload, decoded whole to render it; the caller removes it. */
  path: string;
  sha256: string;
};

export type ReceivedUpload = { purpose: ImagePurpose; file: ReceivedImage };

const invalidUpload = (reason: string, fields?: FieldError[]) =>
  uploadError(MediaErrorCode.ImageUploadInvalid, reason, fields);

const imageUploadErrors: MultipartFileErrors = {
  invalid: invalidUpload,
  notMultipart: () => invalidUpload('Envie a imagem como multipart/form-data, no campo "file".'),
  wrongFileField: () => invalidUpload('Envie a imagem no campo "file".'),
  missingFile: () =>
    invalidUpload('Nenhuma imagem foi enviada.', [{ field: 'file', messages: ['Selecione uma imagem.'] }]),
  tooLarge: (maxBytes) =>
    uploadError(MediaErrorCode.ImageTooLarge, `A imagem deve ter no máximo ${formatMegabytes(maxBytes)}.`),
  typeNotAllowed: () =>
    uploadError(
      MediaErrorCode.ImageTypeNotAllowed,
      'Formato não aceito: envie uma imagem JPEG, PNG, WebP, GIF ou AVIF.',
    ),
  notKept: () =>
    uploadError(
      MediaErrorCode.ImageUploadFailed,
      'Não foi possível guardar a imagem agora. Tente novamente em instantes.',
    ),
};

const purposeError = () =>
  invalidUpload(`Finalidade inválida: use ${IMAGE_PURPOSES.join(' ou ')}.`, [
    { field: 'purpose', messages: [`A finalidade deve ser ${IMAGE_PURPOSES.join(' ou ')}.`] },
  ]);

/**
 * Receives an image upload (`purpose` + one `file`) the way receiveMultipartFile does, into a
 * temporary file (images are small and decoded whole), hashing it as it comes.
 */
export async function receiveImageUpload(
  request: Request,
  options: ReceiveFileOptions & { tempDir?: string },
): Promise<ReceivedUpload> {
  const hash = createHash('sha256');
  const path = join(options.tempDir ?? tmpdir(), `sampleteca-image-upload-${randomUUID()}`);
  const { file, fields } = await receiveMultipartFile(request, {
    ...options,
    isAcceptedType: isAcceptedImageType,
    openTarget: () => temporaryFileTarget(path),
    requiredFields: { purpose: { accepts: isImagePurpose, refusal: purposeError } },
    errors: imageUploadErrors,
    onChunk: (chunk) => hash.update(chunk),
  });
  return { purpose: fields.purpose, file: { ...file, path, sha256: hash.digest('hex') } };
}
