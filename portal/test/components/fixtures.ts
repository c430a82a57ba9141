import type { components } from '@sampleteca/clients-shared/api';

// API answers shaped by the OpenAPI document (clients/shared/src/api/schema.ts): a changed contract
// breaks these fixtures at typecheck.

type Schemas = components['schemas'];

export const authUser = (overrides: Partial<Schemas['AuthUserResponse']> = {}): Schemas['AuthUserResponse'] => ({
  id: '7c1f3a52-1d2e-4b8f-9a10-2f4c5d6e7f80',
  email: 'ana@example.com',
  email_confirmed_at: '2026-11-20T12:00:00.000Z',
  provider: 'email',
  role: 'user',
  identities: [],
  factors: [],
  ...overrides,
});

export const session = (overrides: Partial<Schemas['SessionResponse']> = {}): Schemas['SessionResponse'] => ({
  access_token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI3YzFmIn0.assinatura',
  refresh_token: 'r-8f2d1c',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user: authUser(),
  ...overrides,
});

export const profile = (overrides: Partial<Schemas['ProfileResponse']> = {}): Schemas['ProfileResponse'] => ({
  id: '7c1f3a52-1d2e-4b8f-9a10-2f4c5d6e7f80',
  fullName: 'Ana Produtora',
  email: 'ana@example.com',
  phone: '(11) 91234-5678',
  cpf: '529.982.247-25',
  cep: '01310-100',
  producer: 'Selo Ana',
  facebookUrl: null,
  instagramUrl: 'https://instagram.com/anaprodutora',
  youtubeUrl: null,
  tiktokUrl: null,
  avatarUrl: null,
  permission: null,
  isAdmin: false,
  provider: 'email',
  complete: true,
  pendingEmail: null,
  ...overrides,
});

export const message = (text: string): Schemas['MessageResponse'] => ({ message: text });

/** Step 1 of registration as Ana fills it in (spec 1 §5), formatted as the form keeps it. */
export const anaRegistration = {
  fullName: 'Ana Produtora',
  email: 'ana@example.com',
  password: 'segredo1',
  phone: '(11) 91234-5678',
  cpf: '529.982.247-25',
  cep: '01310-100',
  producer: 'Selo Ana',
};
