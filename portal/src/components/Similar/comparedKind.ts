/** Which sounds were compared: a one-shot is never listed beside a loop (issue #34). */
export const comparedKind = (loop: boolean): string =>
  loop ? 'Comparando loops com loops.' : 'Comparando one-shots com one-shots.';
