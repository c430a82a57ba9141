import { z } from 'zod';

export const loginSchema = z.object({
  email: z.string().trim().min(5, 'Informe um e-mail'),
  password: z.string().min(5, 'Informe sua senha'),
});

export type LoginValues = z.infer<typeof loginSchema>;
