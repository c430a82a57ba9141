// Layout constants from the spec (accounts document, section 9).
export const layout = {
  headerHeight: '92px',
  contentMaxWidth: '1200px',
} as const;
