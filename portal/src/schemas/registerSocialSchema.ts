import { z } from 'zod/mini';

import { socialField } from './fields';

/** Registration step 2: social links are free optional strings (spec 1 §5). */
export const registerSocialSchema = z.object({
  facebook: socialField,
  instagram: socialField,
  youtube: socialField,
  tiktok: socialField,
});

export type RegisterSocialValues = z.infer<typeof registerSocialSchema>;
