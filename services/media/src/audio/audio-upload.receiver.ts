import type { Request } from 'express';
import {
  receiveMultipartFile,
  type MultipartFileErrors,
  type ReceivedFile,
  type ReceiveFileOptions,
} from '../common/multipart-file.receiver';
import { audioTooLarge, audioTypeNotAllowed, invalidAudioUpload } from './audio-errors';
import { ACCEPTED_AUDIO_TYPES, isAcceptedAudioType, type AcceptedAudioType } from './audio-types';

export type ReceivedAudio = ReceivedFile<AcceptedAudioType> & {
  /** Extension the original is stored under (wav, aif, flac, mp3…). */
  extension: string;
};

const audioUploadErrors: MultipartFileErrors = {
  invalid: invalidAudioUpload,
  notMultipart: () => invalidAudioUpload('Envie a música como multipart/form-data, no campo "file".'),
  wrongFileField: () => invalidAudioUpload('Envie a música no campo "file".'),
  missingFile: () =>
    invalidAudioUpload('Nenhuma música foi enviada.', [
      { field: 'file', messages: ['Selecione um arquivo de áudio.'] },
    ]),
  tooLarge: audioTooLarge,
  typeNotAllowed: audioTypeNotAllowed,
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
