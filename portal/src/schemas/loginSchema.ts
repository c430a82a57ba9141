import { z } from 'zod/mini';

export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(5, 'Informe um e-mail')),
  password: z.string().check(z.minLength(5, 'Informe sua senha')),
});

export type LoginValues = z.infer<typeof loginSchema>;
