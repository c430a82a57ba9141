import { HttpStatus } from '@nestjs/common';
import { AppException, type FieldError } from '@sampleteca/http';

/** The spec's text for every failed music upload (spec 02 §8); `details.reason` says what went wrong. */
export const AUDIO_UPLOAD_ERROR_MESSAGE = 'Erro ao tentar fazer upload da música!';

export enum AudioErrorCode {
  /** Not multipart, no file, more than one file, interrupted… */
  UploadInvalid = 'AUDIO_UPLOAD_INVALID',
  Unauthenticated = 'UNAUTHENTICATED',
  TooLarge = 'AUDIO_TOO_LARGE',
  TypeNotAllowed = 'AUDIO_TYPE_NOT_ALLOWED',
  /** Our side failed (storage, database, queue). */
  UploadFailed = 'AUDIO_UPLOAD_FAILED',
  NotFound = 'AUDIO_NOT_FOUND',
  PreviewNotReady = 'AUDIO_PREVIEW_NOT_READY',
}

export type AudioUploadErrorDetails = { reason: string; fields?: FieldError[] };

export function audioUploadError(
  code: AudioErrorCode,
  status: HttpStatus,
  reason: string,
  fields?: FieldError[],
): AppException {
  const details: AudioUploadErrorDetails = fields ? { reason, fields } : { reason };
  return new AppException(code, AUDIO_UPLOAD_ERROR_MESSAGE, status, details);
}

export const invalidAudioUpload = (reason: string, fields?: FieldError[]) =>
  audioUploadError(AudioErrorCode.UploadInvalid, HttpStatus.BAD_REQUEST, reason, fields);

/** The spec's words for an upload without a signed-in user (§5). */
export const audioUploadUnauthenticated = () =>
  audioUploadError(AudioErrorCode.Unauthenticated, HttpStatus.UNAUTHORIZED, 'Você precisa está autenticado!');

export const audioTooLarge = (maxBytes: number) =>
  audioUploadError(
    AudioErrorCode.TooLarge,
    HttpStatus.PAYLOAD_TOO_LARGE,
    `O arquivo de áudio deve ter no máximo ${formatMegabytes(maxBytes)}.`,
  );

export const audioTypeNotAllowed = () =>
  audioUploadError(
    AudioErrorCode.TypeNotAllowed,
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    'Formato não aceito: envie um áudio WAV, AIFF, FLAC, MP3, OGG ou M4A.',
  );

export const audioUploadFailed = () =>
  audioUploadError(
    AudioErrorCode.UploadFailed,
    HttpStatus.INTERNAL_SERVER_ERROR,
    'Não foi possível guardar a música agora. Tente novamente em instantes.',
  );

export const audioNotFound = () =>
  new AppException(AudioErrorCode.NotFound, 'Áudio não encontrado.', HttpStatus.NOT_FOUND);

export const previewNotReady = (status: string) =>
  new AppException(
    AudioErrorCode.PreviewNotReady,
    status === 'failed'
      ? 'Este áudio não pôde ser processado e não tem prévia.'
      : 'A prévia deste áudio ainda está sendo preparada. Tente novamente em instantes.',
    HttpStatus.CONFLICT,
    { status },
  );

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}
