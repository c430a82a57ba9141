import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomAlphanumeric(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

// Lengths follow what Stripe answers, so code that stores ids sizes its columns for the real thing.
const SHAPES = {
  product: ['prod_', 14],
  price: ['price_1', 23],
  customer: ['cus_', 14],
  checkoutSession: ['cs_test_a1', 56],
  subscription: ['sub_1', 23],
  subscriptionItem: ['si_', 14],
  invoice: ['in_1', 23],
  invoiceLine: ['il_1', 23],
  portalSession: ['bps_1', 23],
  portalConfiguration: ['bpc_1', 23],
  event: ['evt_1', 23],
  request: ['req_', 14],
} as const;

export type IdKind = keyof typeof SHAPES;

export function newId(kind: IdKind): string {
  const [prefix, length] = SHAPES[kind];
  return prefix + randomAlphanumeric(length);
}

/** Seeded plans get the same ids on every start, so ids saved elsewhere survive a restart without a state file. */
export function stableId(kind: IdKind, seed: string): string {
  const [prefix, length] = SHAPES[kind];
  const digest = createHash('sha256').update(`sampleteca-stripe-standin:${seed}`).digest();
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[digest[i % digest.length]! % ALPHABET.length];
  return prefix + out;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
