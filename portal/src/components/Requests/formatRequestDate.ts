const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });

/** Spec 02 §2: the request's date as 'day de month de year' ('12 de março de 2026'). */
export const formatRequestDate = (iso: string) => longDate.format(new Date(iso));
