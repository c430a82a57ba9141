import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { FieldError } from '@sampleteca/http';
import {
  receiveMultipartFile,
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

export type ReceivedImage = ReceivedFile<AcceptedImageType> & { sha256: string };

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
};

const purposeError = () =>
  invalidUpload(`Finalidade inválida: use ${IMAGE_PURPOSES.join(' ou ')}.`, [
    { field: 'purpose', messages: [`A finalidade deve ser ${IMAGE_PURPOSES.join(' ou ')}.`] },
  ]);

/** Receives an image upload (`purpose` + one `file`) the way receiveMultipartFile does, hashing it as it comes. */
export async function receiveImageUpload(request: Request, options: ReceiveFileOptions): Promise<ReceivedUpload> {
  const hash = createHash('sha256');
  const { file, fields } = await receiveMultipartFile(request, {
    ...options,
    tempFilePrefix: 'sampleteca-upload-',
    isAcceptedType: isAcceptedImageType,
    requiredFields: { purpose: { accepts: isImagePurpose, refusal: purposeError } },
    errors: imageUploadErrors,
    onChunk: (chunk) => hash.update(chunk),
  });
  return { purpose: fields.purpose, file: { ...file, sha256: hash.digest('hex') } };
}
