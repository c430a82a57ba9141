/** A card's small action (like, download, 'Combina com este', 'Sons parecidos'): one look for all of them. */
export const CARD_ACTION = { variant: 'ghost', size: 'sm', rounded: 'full', px: '2', color: 'fg.muted' } as const;
