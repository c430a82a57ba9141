/** The queues of one consumer: its own, its dead letters and one per retry delay (messaging's topology). */
export const deadLetterQueueName = (queue: string) => `${queue}.dead`;
export const retryQueueName = (queue: string, delayMs: number) => `${queue}.retry.${delayMs}`;
export const consumerQueueName = (prefix: string, consumer: string) => `${prefix}.${consumer}`;

/** The delay before attempt n+1 (n starting at 1): base, 2·base, 4·base, … */
export function retryDelays(maxAttempts: number, baseMs: number): number[] {
  return Array.from({ length: Math.max(0, maxAttempts - 1) }, (_, index) => baseMs * 2 ** index);
}
