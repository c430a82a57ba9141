import { z } from 'zod/mini';

import {
  cepField,
  cpfField,
  fullNameField,
  phoneField,
  producerField,
  requiredEmailField,
  socialField,
} from './fields';

/**
 * /profile/update (spec 1 §5): e-mail and CPF required, CPF check digits. The spec calls the name
 * optional here, but the form always holds the saved name and the server refuses an empty one.
 */
export const profileSchema = z.object({
  fullName: fullNameField,
  email: requiredEmailField,
  phone: phoneField,
  cpf: cpfField,
  cep: cepField,
  producer: producerField,
  facebookUrl: socialField,
  instagramUrl: socialField,
  youtubeUrl: socialField,
  tiktokUrl: socialField,
});

export type ProfileValues = z.infer<typeof profileSchema>;
