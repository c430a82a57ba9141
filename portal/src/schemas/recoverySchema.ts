import { z } from 'zod';

/** /forgotPasswordSendEmail: spec 1 §5 only asks that the e-mail is not empty. */
export const recoverySchema = z.object({
  email: z.string().trim().min(1, 'Insira um e-mail.'),
});

export type RecoveryValues = z.infer<typeof recoverySchema>;
