// imask patterns ('0' is any digit) for the spec's masks (99) 99999-9999, 999.999.999-99 and 99999-999.
export const masks = {
  phone: '(00) 00000-0000',
  cpf: '000.000.000-00',
  cep: '00000-000',
} as const;

export type MaskName = keyof typeof masks;

// Spec 1 §5 counts lengths with the mask characters included.
export const maskedLengths = { phone: 14, cpf: 14, cep: 9 } as const;
