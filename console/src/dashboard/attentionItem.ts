/** A line of 'Precisa de atenção agora': what, how many now (null: not known), and where to act. */
export interface AttentionItem {
  id: string;
  /** i18n key */
  label: string;
  count: number | null;
  /** A console path ('/distribution-requests?filter=…'). */
  to: string;
}

/** A react-admin list's address with its filter set, as the list writes it itself. */
export const filteredList = (resource: string, filter: Record<string, string>): string =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
