import { ApiProperty } from '@nestjs/swagger';
import { BPM_VALUES, MUSICAL_KEYS, type BpmRange, type MusicalKey } from '@sampleteca/contracts';
import { AUDIO_STATUSES, type AudioStatus } from './audio-file.entity';
import { ACCEPTED_AUDIO_TYPES } from './audio-types';
import type { AudioFileEntity } from './audio-file.entity';
import { soundsLikeALoop } from '../timbre/sounds-like-a-loop';

export class AudioUploadedResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    enum: ['processing'],
    description: 'O processamento começa na hora; acompanhe em GET /media/audio/{id}',
  })
  status: 'processing';
}

export class AudioLoudness {
  @ApiProperty({ type: Number, nullable: true, description: 'Loudness integrada (EBU R128), LUFS; null se silencioso' })
  integrated: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Faixa de loudness (LRA), LU' })
  range: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Pico verdadeiro, dBTP' })
  truePeak: number | null;
}

export class AudioFileResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: AUDIO_STATUSES })
  status: AudioStatus;

  @ApiProperty({ type: String, nullable: true, description: 'Por que o processamento falhou (status failed)' })
  failureMessage: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 20.0 })
  durationSeconds: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Taxa de amostragem do arquivo original (Hz)',
    example: 44100,
  })
  sampleRate: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 2 })
  channels: number | null;

  @ApiProperty({ type: AudioLoudness, nullable: true })
  loudness: AudioLoudness | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Andamento estimado', example: 120.2 })
  bpm: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: '0 a 1: quão regular é o pulso nesse andamento (perto de 0: sem batida clara)',
  })
  bpmConfidence: number | null;

  @ApiProperty({
    enum: BPM_VALUES,
    nullable: true,
    description: 'Sugestão para o passo 4: a faixa do andamento (a mais próxima, se entre duas)',
  })
  bpmRange: BpmRange | null;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      "Soa como loop (pulso claro por quatro batidas ou mais); false: one-shot, o passo 4 sugere 'Sem BPM (one-shot)'; " +
      'null antes do fim do processamento',
  })
  loop: boolean | null;

  @ApiProperty({ enum: MUSICAL_KEYS, nullable: true, description: 'Sugestão para o passo 2: o tom estimado' })
  key: MusicalKey | null;

  @ApiProperty({ type: Number, nullable: true, description: '0 a 1: quanto o áudio se ajusta ao tom (baixo: palpite)' })
  keyStrength: number | null;

  @ApiProperty({
    type: [Number],
    nullable: true,
    description: 'Picos (0 a 1) de 800 fatias iguais do áudio, para desenhar a forma de onda',
  })
  peaks: number[] | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Prévia MP3 128 kbps: link assinado de curta duração (redireciona para o arquivo)',
    example: '/api/media/audio/3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f/preview?expires=1767225600&signature=…',
  })
  previewUrl: string | null;
}

/** A preview link for someone allowed to hear the file: it works without a token until it expires. */
export class PreviewLinkResponse {
  @ApiProperty({
    description: 'Link assinado da prévia MP3 (para um <audio>: não precisa de token)',
    example: '/api/media/audio/3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f/preview?expires=1767225600&signature=…',
  })
  url: string;

  @ApiProperty({ format: 'date-time', description: 'Depois disso o link responde 403: peça outro' })
  expiresAt: string;
}

/** The multipart body of POST /media/audio (documentation only: it is read as a stream). */
export const UPLOAD_AUDIO_BODY_SCHEMA = {
  type: 'object' as const,
  required: ['file'],
  properties: {
    file: {
      type: 'string' as const,
      format: 'binary',
      description: `Áudio (${[...new Set(Object.values(ACCEPTED_AUDIO_TYPES))].join(', ')}); o tipo é conferido pelo conteúdo`,
    },
  },
};

/** `previewUrl`: a link signed for the viewer, shown once the preview exists. */
export function mapAudioFile(audio: AudioFileEntity, previewUrl: string): AudioFileResponse {
  const ready = audio.status === 'ready';
  return {
    id: audio.id,
    status: audio.status,
    failureMessage: audio.failureMessage,
    durationSeconds: audio.durationSeconds,
    sampleRate: audio.sampleRate,
    channels: audio.channels,
    loudness: ready
      ? { integrated: audio.loudnessIntegrated, range: audio.loudnessRange, truePeak: audio.truePeak }
      : null,
    bpm: audio.bpm,
    bpmConfidence: audio.bpmConfidence,
    bpmRange: audio.bpmRange,
    loop:
      ready && audio.durationSeconds !== null
        ? soundsLikeALoop({ ...audio, durationSeconds: audio.durationSeconds })
        : null,
    key: audio.key,
    keyStrength: audio.keyStrength,
    peaks: audio.peaks ?? audio.legacyPeaks,
    previewUrl: ready ? previewUrl : null,
  };
}
