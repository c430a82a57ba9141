import { z } from 'zod';

/** The e-mail box of /emailNotConfirmed/invalidorexpired (spec 1 §5). */
export const resendConfirmationSchema = z.object({
  email: z.string().trim().min(3, 'Campo obrigatório').pipe(z.email('Email inválido')),
});

export type ResendConfirmationValues = z.infer<typeof resendConfirmationSchema>;
