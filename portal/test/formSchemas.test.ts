import { mfaCodeSchema } from '../src/schemas/mfaCodeSchema';
import { registerPersonalSchema } from '../src/schemas/registerPersonalSchema';
import { anaRegistration } from './components/fixtures';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('registration step 1 (spec 1 §5)', () => {
  const valid = { ...anaRegistration, acceptedTerms: true };

  test('a complete form passes, trimmed', () => {
    const result = registerPersonalSchema.safeParse({ ...valid, fullName: '  Ana Produtora  ' });
    expect(result.success).toBe(true);
    expect(result.data?.fullName).toBe('Ana Produtora');
  });

  test("each field says what is wrong in the spec's words", () => {
    const result = registerPersonalSchema.safeParse({
      ...valid,
      email: 'ana@',
      password: '12345',
      cpf: '111.111.111-11',
      acceptedTerms: false,
    });
    expect(messages(result)).toEqual({
      email: 'Informe um e-mail válido',
      password: 'A senha deve conter pelo menos 6 dígitos',
      cpf: 'CPF inválido',
      acceptedTerms: 'Aceite os termos de uso para continuar.',
    });
  });
});

test('an authenticator code is six digits', () => {
  expect(mfaCodeSchema.safeParse({ code: ' 123456 ' }).success).toBe(true);
  expect(messages(mfaCodeSchema.safeParse({ code: '12345a' }))).toEqual({
    code: 'Informe os 6 dígitos do aplicativo autenticador.',
  });
});
