import { z } from 'zod/mini';

export const mfaEnrolSchema = z.object({
  friendlyName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Dê um nome ao autenticador.'),
      z.maxLength(100, 'O nome deve conter no máximo 100 caracteres'),
    ),
});

export type MfaEnrolValues = z.infer<typeof mfaEnrolSchema>;
