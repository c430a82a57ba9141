/** '1 som', '2.350 sons': a count of sounds as a sentence says it. */
export const soundCount = (count: number) => (count === 1 ? '1 som' : `${count.toLocaleString('pt-BR')} sons`);
