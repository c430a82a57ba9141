/**
 * A sound card's grid, the member's and the visitor's: cover and title, the player, the actions
 * (and a footer some lists add). On a phone the actions take a row of their own: beside the title
 * they left it ~11 characters.
 */
export function soundCardGrid(withFooter = false) {
  const footer = (columns: number) => (withFooter ? ` "${Array(columns).fill('footer').join(' ')}"` : '');
  return {
    p: { base: '3', sm: '4' },
    gridTemplateColumns: {
      base: 'auto minmax(0, 1fr)',
      sm: 'auto minmax(0, 1fr) auto',
      lg: 'auto minmax(0, 15rem) minmax(0, 1fr) auto',
    },
    gridTemplateAreas: {
      base: `"cover info" "player player" "actions actions"${footer(2)}`,
      sm: `"cover info actions" "player player player"${footer(3)}`,
      lg: `"cover info player actions"${footer(4)}`,
    },
    columnGap: { base: '3', sm: '4' },
    rowGap: '3',
  };
}
