import { HttpStatus } from '@nestjs/common';
import { AppException, type FieldError } from '@sampleteca/http';

/** The spec's text for every failed image upload; `details.reason` says what went wrong. */
export const IMAGE_UPLOAD_ERROR_MESSAGE = 'Erro ao tentar fazer upload da imagem!';

export enum ImageErrorCode {
  /** Not multipart, no file, bad purpose, more than one file… */
  UploadInvalid = 'IMAGE_UPLOAD_INVALID',
  TooLarge = 'IMAGE_TOO_LARGE',
  TypeNotAllowed = 'IMAGE_TYPE_NOT_ALLOWED',
  /** The bytes say it is an image of an accepted type, but it cannot be decoded. */
  Unreadable = 'IMAGE_UNREADABLE',
  /** Our side failed (storage, database). */
  UploadFailed = 'IMAGE_UPLOAD_FAILED',
  NotFound = 'IMAGE_NOT_FOUND',
  SizeNotAvailable = 'IMAGE_SIZE_NOT_AVAILABLE',
}

export type ImageUploadErrorDetails = { reason: string; fields?: FieldError[] };

export function imageUploadError(
  code: ImageErrorCode,
  status: HttpStatus,
  reason: string,
  fields?: FieldError[],
): AppException {
  const details: ImageUploadErrorDetails = fields ? { reason, fields } : { reason };
  return new AppException(code, IMAGE_UPLOAD_ERROR_MESSAGE, status, details);
}

export const invalidUpload = (reason: string, fields?: FieldError[]) =>
  imageUploadError(ImageErrorCode.UploadInvalid, HttpStatus.BAD_REQUEST, reason, fields);

export const tooLarge = (maxBytes: number) =>
  imageUploadError(
    ImageErrorCode.TooLarge,
    HttpStatus.PAYLOAD_TOO_LARGE,
    `A imagem deve ter no máximo ${formatMegabytes(maxBytes)}.`,
  );

export const typeNotAllowed = () =>
  imageUploadError(
    ImageErrorCode.TypeNotAllowed,
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    'Formato não aceito: envie uma imagem JPEG, PNG, WebP, GIF ou AVIF.',
  );

export const unreadable = () =>
  imageUploadError(
    ImageErrorCode.Unreadable,
    HttpStatus.UNPROCESSABLE_ENTITY,
    'Não foi possível ler a imagem: o arquivo parece estar corrompido.',
  );

export const uploadFailed = () =>
  imageUploadError(
    ImageErrorCode.UploadFailed,
    HttpStatus.INTERNAL_SERVER_ERROR,
    'Não foi possível guardar a imagem agora. Tente novamente em instantes.',
  );

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}
