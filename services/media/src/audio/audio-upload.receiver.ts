import type { Request } from 'express';
import type { FieldError } from '@sampleteca/http';
import {
  receiveMultipartFile,
  temporaryFileTarget,
  type HeadLimit,
  type MultipartFileErrors,
  type UploadSize,
  type ReceivedFile,
  type ReceiveFileOptions,
} from '../common/multipart-file.receiver';
import { MediaErrorCode, formatMegabytes, uploadError } from '../media-errors';
import { storageTarget } from '../storage/storage-target';
import type { Storage } from '../storage/storage';
import { ACCEPTED_AUDIO_TYPES, isAcceptedAudioType, type AcceptedAudioType } from './audio-types';

export type ReceivedAudio = ReceivedFile<AcceptedAudioType> & {
  /** Where the original was stored as it arrived (its extension from its content: wav, aif, flac…). */
  key: string;
};

const invalidAudioUpload = (reason: string, fields?: FieldError[]) =>
  uploadError(MediaErrorCode.AudioUploadInvalid, reason, fields);

const audioUploadErrors: MultipartFileErrors = {
  invalid: invalidAudioUpload,
  notMultipart: () => invalidAudioUpload('Envie a música como multipart/form-data, no campo "file".'),
  wrongFileField: () => invalidAudioUpload('Envie a música no campo "file".'),
  missingFile: () =>
    invalidAudioUpload('Nenhuma música foi enviada.', [
      { field: 'file', messages: ['Selecione um arquivo de áudio.'] },
    ]),
  tooLarge: (maxBytes) =>
    uploadError(MediaErrorCode.AudioTooLarge, `O arquivo de áudio deve ter no máximo ${formatMegabytes(maxBytes)}.`),
  typeNotAllowed: () =>
    uploadError(
      MediaErrorCode.AudioTypeNotAllowed,
      'Formato não aceito: envie um áudio WAV, AIFF, FLAC, MP3, OGG ou M4A.',
    ),
  notKept: () =>
    uploadError(
      MediaErrorCode.AudioUploadFailed,
      'Não foi possível guardar a música agora. Tente novamente em instantes.',
    ),
};

/**
 * Receives a music upload (one `file`, other fields ignored) the way receiveMultipartFile does,
 * straight into storage as it arrives: no temporary copy, memory and disk flat whatever its size
 * (up to MEDIA_AUDIO_MAX_BYTES). `keyFor` names the original once its type is known.
 */
export async function receiveAudioUpload(
  request: Request,
  options: ReceiveFileOptions & { storage: Storage; keyFor: (extension: string) => string },
): Promise<ReceivedAudio> {
  let key = '';
  const { file } = await receiveMultipartFile(request, {
    ...options,
    isAcceptedType: isAcceptedAudioType,
    openTarget: (type) => {
      key = options.keyFor(ACCEPTED_AUDIO_TYPES[type]);
      return storageTarget(options.storage, key, type);
    },
    errors: audioUploadErrors,
  });
  return { ...file, key };
}

/**
 * Receives a sound to search with into a temporary file at `path` (the caller removes it): the
 * upload's checks and Portuguese refusals (multipart, one `file`, an accepted audio type by its
 * content, `maxBytes`, what `inspectHead` makes of its first bytes), and nothing stored.
 */
export async function receiveAudioToFile(
  request: Request,
  options: ReceiveFileOptions & {
    path: string;
    inspectHead?: (head: Buffer, type: AcceptedAudioType, size: UploadSize) => Promise<HeadLimit | undefined>;
  },
): Promise<ReceivedFile<AcceptedAudioType>> {
  const { file } = await receiveMultipartFile(request, {
    ...options,
    isAcceptedType: isAcceptedAudioType,
    openTarget: () => temporaryFileTarget(options.path),
    errors: audioUploadErrors,
  });
  return file;
}
