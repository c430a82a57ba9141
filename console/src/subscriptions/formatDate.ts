const shortDate: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** '23/11/2026', or '—' when the date is not set. */
export function formatDate(value: string | null): string {
  return value ? new Date(value).toLocaleDateString('pt-BR', shortDate) : '—';
}

/** '23/11/2026 14:05'. */
export function formatDateTime(value: string): string {
  return new Date(value).toLocaleString('pt-BR', { ...shortDate, hour: '2-digit', minute: '2-digit' });
}
