import { z } from 'zod/mini';

import { passwordField } from './fields';

export const resetPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: 'As senhas não correspondem.',
      path: ['confirmPassword'],
    }),
  );

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
