import type { FailedJob } from '@sampleteca/jobs';
import type { DeadLetterView } from '@sampleteca/messaging';
import { redactHeaders, redactSecrets, redactUrl } from '@sampleteca/observability';

/**
 * What the console may show of a job or an event: a mail job's link carries a one-time sign-in or
 * recovery token, which in an administrator's browser would hand over the account. Values under
 * sensitive keys and the tokens in URLs are replaced; the rest is what the operator needs.
 */
export const shownJob = (job: FailedJob): FailedJob => ({
  ...job,
  failedReason: redactUrl(job.failedReason),
  payload: redactSecrets(job.payload),
  stacktrace: job.stacktrace.map(redactUrl),
});

export const shownLetter = <Letter extends DeadLetterView>(letter: Letter): Letter => ({
  ...letter,
  lastError: redactUrl(letter.lastError),
  payload: redactSecrets(letter.payload),
  headers: redactHeaders(letter.headers) as Record<string, string>,
});
