import { HttpStatus } from '@nestjs/common';
import { COMMON_MESSAGES, CommonErrorCode, errorCatalogue, type FieldError } from '@sampleteca/http';

/** Media's error codes. */
export enum MediaErrorCode {
  /** Not multipart, no file, bad purpose, more than one file… */
  ImageUploadInvalid = 'IMAGE_UPLOAD_INVALID',
  ImageTooLarge = 'IMAGE_TOO_LARGE',
  ImageTypeNotAllowed = 'IMAGE_TYPE_NOT_ALLOWED',
  /** The bytes say it is an image of an accepted type, but it cannot be decoded. */
  ImageUnreadable = 'IMAGE_UNREADABLE',
  /** Our side failed (storage, database). */
  ImageUploadFailed = 'IMAGE_UPLOAD_FAILED',
  ImageNotFound = 'IMAGE_NOT_FOUND',
  ImageSizeNotAvailable = 'IMAGE_SIZE_NOT_AVAILABLE',
  /** Not multipart, no file, more than one file, interrupted… */
  AudioUploadInvalid = 'AUDIO_UPLOAD_INVALID',
  AudioUploadUnauthenticated = 'UNAUTHENTICATED',
  AudioTooLarge = 'AUDIO_TOO_LARGE',
  AudioTypeNotAllowed = 'AUDIO_TYPE_NOT_ALLOWED',
  /** Our side failed (storage, database, queue). */
  AudioUploadFailed = 'AUDIO_UPLOAD_FAILED',
  AudioNotFound = 'AUDIO_NOT_FOUND',
  AudioPreviewNotReady = 'AUDIO_PREVIEW_NOT_READY',
  /** A retry of a file whose processing did not fail. */
  AudioNotFailed = 'AUDIO_NOT_FAILED',
  /** A retry of a file that cannot be decoded: only a new upload helps. */
  AudioNotRetryable = 'AUDIO_NOT_RETRYABLE',
  /** A retry of a file whose original is no longer stored. */
  AudioOriginalGone = 'AUDIO_ORIGINAL_GONE',
  /** A sound to search with longer than MEDIA_SEARCH_SOUND_MAX_SECONDS. */
  SearchSoundTooLong = 'AUDIO_SEARCH_TOO_LONG',
  /** A sound to search with whose bytes say audio but cannot be decoded. */
  SearchSoundUnreadable = 'AUDIO_SEARCH_UNREADABLE',
  /** This process already holds as many searches with a sound as it may wait for (#43). */
  SearchSoundBusy = 'AUDIO_SEARCH_BUSY',
  LinkInvalid = 'MEDIA_LINK_INVALID',
  FileNotFound = 'MEDIA_FILE_NOT_FOUND',
  RangeNotSatisfiable = 'MEDIA_RANGE_NOT_SATISFIABLE',
  /**
   * A link to a download the server used to render in the listener's tempo and key (#18 §1): the
   * portal makes that file itself now (#29 §2), and such a link never renders anything.
   */
  TunedLinkRetired = 'MEDIA_TUNED_LINK_RETIRED',
  RateLimited = CommonErrorCode.RateLimited,
}

// The spec's one text for every failed upload of its kind (spec 02 §8); `details.reason` says what went wrong.
const IMAGE_UPLOAD_FAILED = 'Erro ao tentar fazer upload da imagem!';
const AUDIO_UPLOAD_FAILED = 'Erro ao tentar fazer upload da música!';

/** Each code's status and Portuguese text. */
export const mediaError = errorCatalogue<MediaErrorCode>({
  [MediaErrorCode.ImageUploadInvalid]: { status: HttpStatus.BAD_REQUEST, message: IMAGE_UPLOAD_FAILED },
  [MediaErrorCode.ImageTooLarge]: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: IMAGE_UPLOAD_FAILED },
  [MediaErrorCode.ImageTypeNotAllowed]: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: IMAGE_UPLOAD_FAILED },
  [MediaErrorCode.ImageUnreadable]: { status: HttpStatus.UNPROCESSABLE_ENTITY, message: IMAGE_UPLOAD_FAILED },
  [MediaErrorCode.ImageUploadFailed]: { status: HttpStatus.INTERNAL_SERVER_ERROR, message: IMAGE_UPLOAD_FAILED },
  [MediaErrorCode.ImageNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Imagem não encontrada.' },
  [MediaErrorCode.ImageSizeNotAvailable]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Tamanho indisponível para esta imagem.',
  },
  [MediaErrorCode.AudioUploadInvalid]: { status: HttpStatus.BAD_REQUEST, message: AUDIO_UPLOAD_FAILED },
  [MediaErrorCode.AudioUploadUnauthenticated]: { status: HttpStatus.UNAUTHORIZED, message: AUDIO_UPLOAD_FAILED },
  [MediaErrorCode.AudioTooLarge]: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: AUDIO_UPLOAD_FAILED },
  [MediaErrorCode.AudioTypeNotAllowed]: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: AUDIO_UPLOAD_FAILED },
  [MediaErrorCode.AudioUploadFailed]: { status: HttpStatus.INTERNAL_SERVER_ERROR, message: AUDIO_UPLOAD_FAILED },
  [MediaErrorCode.AudioNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Áudio não encontrado.' },
  [MediaErrorCode.AudioPreviewNotReady]: {
    status: HttpStatus.CONFLICT,
    message: 'A prévia deste áudio ainda está sendo preparada. Tente novamente em instantes.',
  },
  [MediaErrorCode.AudioNotFailed]: {
    status: HttpStatus.CONFLICT,
    message: 'Só um áudio cujo processamento falhou pode ser processado de novo.',
  },
  [MediaErrorCode.AudioNotRetryable]: {
    status: HttpStatus.CONFLICT,
    message:
      'Este arquivo não pôde ser lido: processar de novo não adianta. O produtor precisa enviar o áudio outra vez.',
  },
  [MediaErrorCode.AudioOriginalGone]: {
    status: HttpStatus.CONFLICT,
    message: 'O arquivo original deste áudio não está mais guardado: o produtor precisa enviar o áudio outra vez.',
  },
  [MediaErrorCode.SearchSoundTooLong]: { status: HttpStatus.UNPROCESSABLE_ENTITY, message: AUDIO_UPLOAD_FAILED },
  [MediaErrorCode.SearchSoundUnreadable]: { status: HttpStatus.UNPROCESSABLE_ENTITY, message: AUDIO_UPLOAD_FAILED },
  [MediaErrorCode.SearchSoundBusy]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Muitas buscas com um som estão em andamento agora. Tente novamente em alguns segundos.',
  },
  [MediaErrorCode.LinkInvalid]: { status: HttpStatus.FORBIDDEN, message: 'Link expirado ou inválido.' },
  [MediaErrorCode.FileNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Arquivo não encontrado.' },
  [MediaErrorCode.RangeNotSatisfiable]: {
    status: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
    message: 'O trecho pedido está fora do arquivo.',
  },
  [MediaErrorCode.TunedLinkRetired]: {
    status: HttpStatus.GONE,
    message:
      'Este link de download no seu andamento e tom não vale mais. Baixe o som de novo no portal: ' +
      'o arquivo no seu andamento e tom agora é preparado no seu navegador.',
  },
  [MediaErrorCode.RateLimited]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: COMMON_MESSAGES[CommonErrorCode.RateLimited],
  },
});

/** A failed upload: the spec's message, and in `details` what went wrong (and on which field). */
export const uploadError = (code: MediaErrorCode, reason: string, fields?: FieldError[]) =>
  mediaError(code, { details: fields ? { reason, fields } : { reason } });

/** A size for people: '200 MB', '1,5 MB', '512 KB'. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}
