import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { mfaCodeSchema } from '../../schemas/mfaCodeSchema';

/**
 * A form asking one authenticator code. `codeField` is what MfaCodeField takes; `refuseCode` puts
 * the server's refusal on the field and focuses it.
 */
export function useMfaCodeForm() {
  const form = useForm({ resolver: zodResolver(mfaCodeSchema), defaultValues: { code: '' } });
  const codeField = { ...form.register('code'), error: form.formState.errors.code?.message };
  const refuseCode = (message: string) => form.setError('code', { type: 'server', message }, { shouldFocus: true });
  return { form, codeField, refuseCode };
}
