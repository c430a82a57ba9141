import type { components } from '@sampleteca/clients-shared/api';

// API answers shaped by the platform's OpenAPI document (its generated types live in the portal:
// portal/src/api/schema.ts); a changed contract breaks these fixtures at typecheck.

export type DistributionRequestAnswer = components['schemas']['DistributionRequestResponse'];

export const pendingRequest = (overrides: Partial<DistributionRequestAnswer> = {}): DistributionRequestAnswer => ({
  id: '8d3f6a1e-2b4c-4d5e-9f60-7a8b9c0d1e2f',
  kind: 'distribution',
  status: 'pending',
  createdAt: '2026-03-12T14:30:00.000Z',
  decidedAt: null,
  producer: { id: '0f6e2d1c-3b4a-4c5d-8e7f-9a0b1c2d3e4f', name: 'Ana Produtora', avatarUrl: null },
  sound: {
    id: '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8',
    name: 'Noite de verão',
    imageUrl: '/api/media/images/9e8d7c6b/capa.webp',
    artistName: 'MC Aurora',
    previewUrl: '/api/media/audio/3f1c9a52/preview?expires=1767225600&signature=abc',
    isProduced: true,
  },
  contractId: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
  ...overrides,
});

export const otherPendingRequest = (): DistributionRequestAnswer =>
  pendingRequest({
    id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
    kind: 'publication',
    createdAt: '2026-03-10T09:00:00.000Z',
    producer: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Bruno Acapelas', avatarUrl: null },
    sound: {
      id: '5f6a7b8c-9d0e-4f1a-b2c3-d4e5f6a7b8c9',
      name: 'Loop de chuva',
      imageUrl: null,
      artistName: null,
      previewUrl: '/api/media/audio/4a2d8b63/preview?expires=1767225600&signature=def',
      isProduced: false,
    },
    contractId: null,
  });
