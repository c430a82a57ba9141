import { z } from 'zod/mini';

/** /forgotPasswordSendEmail: spec 1 §5 only asks that the e-mail is not empty. */
export const recoverySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Insira um e-mail.')),
});

export type RecoveryValues = z.infer<typeof recoverySchema>;
