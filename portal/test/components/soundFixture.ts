import type { components } from '@sampleteca/clients-shared/api';

type Sound = components['schemas']['SoundResponse'];

/** A sound as the catalogue answers it (shaped by the OpenAPI document: a changed contract breaks it). */
export const sound = (overrides: Partial<Sound> = {}): Sound => ({
  id: '2b9c7e14-5a3d-4f60-8e21-9d0c1b2a3f45',
  name: 'Voz em Lá',
  description: 'Uma acapela',
  type: 'Acapelas',
  key: 'Am',
  bpm: '85-100',
  tempo: 90,
  instrumentFamily: 'vocal',
  shape: 'loop',
  familySource: 'analysis',
  category: null,
  drumKit: null,
  artist: null,
  owner: { id: '7c1f3a52-1d2e-4b8f-9a10-2f4c5d6e7f80', name: 'Ana Produtora', imageUrl: null },
  imageUrl: null,
  isFree: true,
  isProduced: false,
  status: 'public',
  review: null,
  // Still processing: a ready one draws its waveform with wavesurfer, whose audio jsdom lacks.
  audio: {
    id: '3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f',
    status: 'processing',
    durationSeconds: 8,
    levels: null,
    previewUrl: null,
    failureMessage: null,
    loudness: null,
  },
  likes: 0,
  downloads: 0,
  liked: false,
  downloaded: false,
  mine: false,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});
