import type { Request } from 'express';
import type { FieldError } from '@sampleteca/http';
import {
  receiveMultipartFile,
  type MultipartFileErrors,
  type ReceivedFile,
  type ReceiveFileOptions,
} from '../common/multipart-file.receiver';
import { MediaErrorCode, formatMegabytes, uploadError } from '../media-errors';
import { ACCEPTED_AUDIO_TYPES, isAcceptedAudioType, type AcceptedAudioType } from './audio-types';

export type ReceivedAudio = ReceivedFile<AcceptedAudioType> & {
  /** Extension the original is stored under (wav, aif, flac, mp3…). */
  extension: string;
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
};

/** Receives a music upload (one `file`, other fields ignored) the way receiveMultipartFile does. */
export async function receiveAudioUpload(request: Request, options: ReceiveFileOptions): Promise<ReceivedAudio> {
  const { file } = await receiveMultipartFile(request, {
    ...options,
    tempFilePrefix: 'sampleteca-audio-upload-',
    isAcceptedType: isAcceptedAudioType,
    errors: audioUploadErrors,
  });
  return { ...file, extension: ACCEPTED_AUDIO_TYPES[file.contentType] };
}
