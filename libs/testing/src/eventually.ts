/**
 * Retries an assertion until it passes or the time runs out, then throws its last error:
 * for effects that happen asynchronously (an event handled, a job finished).
 */
export async function eventually<T>(assertion: () => Promise<T> | T, timeoutMs = 15000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
