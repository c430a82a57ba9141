import { ApiError } from './apiError';

// The development mailbox is left out of the OpenAPI document on purpose (a dev convenience that
// answers 404 in production), so its shape is written here (docs/identity-api.md).
export interface MailboxMessage {
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  links: string[];
  receivedAt: string;
}

const MAILBOX_URL = '/api/auth/dev/mailbox';

export const devMailboxKeys = { all: ['dev', 'mailbox'] as const };

export async function listMailbox(): Promise<MailboxMessage[]> {
  const response = await fetch(MAILBOX_URL);
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  return (await response.json()) as MailboxMessage[];
}

export async function emptyMailbox(): Promise<void> {
  const response = await fetch(MAILBOX_URL, { method: 'DELETE' });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
}
