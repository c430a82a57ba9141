/**
 * ZapSign allows 500 requests a minute per token or IP and answers 429 past it. The stand-in
 * never counts; a test asks for the next calls to be refused instead (rateLimitNext).
 */
export class RateLimiter {
  private remaining = 0;
  private retryAfterSeconds = 1;

  limitNext(count: number, retryAfterSeconds = 1): void {
    if (!Number.isInteger(count) || count < 0) throw new Error('rateLimitNext: count deve ser um inteiro >= 0');
    if (!Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 0) {
      throw new Error('rateLimitNext: retryAfterSeconds deve ser um inteiro >= 0 (Retry-After vai em segundos)');
    }
    this.remaining = count;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The Retry-After seconds when this call is to be refused; undefined when it goes through. */
  take(): number | undefined {
    if (this.remaining === 0) return undefined;
    this.remaining--;
    return this.retryAfterSeconds;
  }
}
