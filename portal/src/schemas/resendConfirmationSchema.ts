import { z } from 'zod/mini';

/** The e-mail box of /emailNotConfirmed/invalidorexpired (spec 1 §5). */
export const resendConfirmationSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(3, 'Campo obrigatório')), z.email('Email inválido')),
});

export type ResendConfirmationValues = z.infer<typeof resendConfirmationSchema>;
