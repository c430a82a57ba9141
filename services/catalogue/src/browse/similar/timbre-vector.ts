/** A vector as SQL takes it: `public.cube($n::float8[])`, the parameter a plain array of numbers. */
export const cubeParameter = (placeholder: string): string => `public.cube(${placeholder}::float8[])`;

/** A `cube` point as PostgreSQL prints it, '(0.1, -2, 3.5)', read back into numbers. */
export function parseCube(text: string): number[] {
  const inner = text.trim().replace(/^\(/, '').replace(/\)$/, '');
  // A point is printed once; a box (never stored here) would print '(…),(…)': its first corner.
  const corner = inner.split('),(')[0];
  return corner.split(',').map((value) => Number(value));
}
