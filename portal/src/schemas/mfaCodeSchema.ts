import { z } from 'zod/mini';

/** A TOTP code: six digits from the authenticator app. */
export const mfaCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Informe os 6 dígitos do aplicativo autenticador.')),
});

export type MfaCodeValues = z.infer<typeof mfaCodeSchema>;
