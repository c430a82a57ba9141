import { z } from 'zod/mini';

import { cepField, cpfField, emailField, fullNameField, passwordField, phoneField, producerField } from './fields';

/** Registration step 1 (spec 1 §2, §5). The terms box only enables the next button. */
export const registerPersonalSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  password: passwordField,
  phone: phoneField,
  cpf: cpfField,
  cep: cepField,
  producer: producerField,
  acceptedTerms: z.boolean().check(z.refine((accepted) => accepted, 'Aceite os termos de uso para continuar.')),
});

export type RegisterPersonalValues = z.infer<typeof registerPersonalSchema>;
