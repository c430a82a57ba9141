/** The entries of a comma-separated setting, trimmed, empty ones dropped. */
export function listOf(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
