import { z } from 'zod';

export const mfaEnrolSchema = z.object({
  friendlyName: z
    .string()
    .trim()
    .min(1, 'Dê um nome ao autenticador.')
    .max(100, 'O nome deve conter no máximo 100 caracteres'),
});

export type MfaEnrolValues = z.infer<typeof mfaEnrolSchema>;
