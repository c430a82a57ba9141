// The API's days are 'YYYY-MM-DD' (UTC): the portal's producer stats and the console's dashboard
// name them the same way.

/** '2026-11-23' → '23/11', the axis's label. */
export const shortDay = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** '2026-11-23' → '23 de novembro de 2026', the tooltip's and the table's. */
export const longDay = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
