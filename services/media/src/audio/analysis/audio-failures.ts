/** Why an audio file ends 'failed'; the message is what its owner reads (Portuguese). */
export enum AudioFailureCode {
  /** The bytes claim an audio format but cannot be decoded (corrupt, truncated header…). */
  Unreadable = 'AUDIO_UNREADABLE',
  /** A container with no audio in it (e.g. an MP4 holding only video). */
  NoAudio = 'AUDIO_NO_AUDIO_STREAM',
  /** Our side kept failing (storage, database, tools) until the last attempt. */
  ProcessingFailed = 'AUDIO_PROCESSING_FAILED',
}

export const AUDIO_FAILURE_MESSAGES: Record<AudioFailureCode, string> = {
  [AudioFailureCode.Unreadable]:
    'Não foi possível ler o áudio: o arquivo parece estar corrompido ou incompleto. Exporte-o novamente e envie outra vez.',
  [AudioFailureCode.NoAudio]: 'O arquivo enviado não contém áudio.',
  [AudioFailureCode.ProcessingFailed]:
    'Não foi possível processar o áudio agora. Tente enviar o arquivo novamente mais tarde.',
};

/** Our side failed, not the file: processing it again may succeed (an administrator's retry). */
export const isRetryableFailure = (code: string | null): boolean => code === AudioFailureCode.ProcessingFailed;

/**
 * The file itself cannot be decoded: trying again would fail the same way, so the job is not
 * retried. `detail` is the decoder's own words, for the logs.
 */
export class AudioDecodeError extends Error {
  constructor(
    readonly code: AudioFailureCode.Unreadable | AudioFailureCode.NoAudio,
    readonly detail: string,
  ) {
    super(`${AUDIO_FAILURE_MESSAGES[code]} (${detail})`);
    this.name = 'AudioDecodeError';
  }

  get userMessage(): string {
    return AUDIO_FAILURE_MESSAGES[this.code];
  }
}
