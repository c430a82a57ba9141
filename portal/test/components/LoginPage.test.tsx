import { screen, within } from '@testing-library/react';

import type { components } from '@sampleteca/clients-shared/api';
import { LoginPage } from '../../src/routes/LoginPage';
import { api, apiError } from '../../../test-support/components/api';
import { authUser, session } from './fixtures';
import { field, renderPortal, toasts } from './render';

const loginForm = () => screen.getByRole('form', { name: 'Entrar com e-mail e senha' });

describe('sign-in form (/login)', () => {
  test('every field is named by its label', async () => {
    await renderPortal(<LoginPage />, { path: '/login' });

    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(field('Senha')).toHaveAttribute('type', 'password');
    expect(within(loginForm()).getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  test("a bad e-mail and an empty password show the spec's messages and send nothing", async () => {
    const { user } = await renderPortal(<LoginPage />, { path: '/login' });

    await user.type(field('E-mail'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Informe um e-mail')).toBeVisible();
    expect(screen.getByText('Informe sua senha')).toBeVisible();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveAccessibleDescription('Informe um e-mail');
    expect(api.sent()).toEqual([]);
  });

  test('a refused password (401) shows the answer and keeps the visitor here', async () => {
    api.on('POST /api/auth/login', apiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.'));
    const { user, auth, location } = await renderPortal(<LoginPage />, { path: '/login' });

    await user.type(field('E-mail'), 'ana@example.com');
    await user.type(field('Senha'), 'errada1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(await toasts().findByText('Problema ao tentar fazer login: E-mail ou senha inválidos.')).toBeVisible();
    expect(auth.signIn).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/login');
  });

  test('valid credentials are posted, and the session signs the visitor in', async () => {
    const answer = session({ user: authUser({ email: 'ana@example.com' }) });
    api.on('POST /api/auth/login', { body: answer });
    const { user, auth, location } = await renderPortal(<LoginPage />, { path: '/login' });

    await user.type(field('E-mail'), '  ana@example.com ');
    await user.type(field('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await screen.findByText('Outra página');
    const [sent] = api.sent('POST /api/auth/login');
    expect(sent.body).toEqual({ email: 'ana@example.com', password: 'segredo1' });
    expect(sent.headers.get('Authorization')).toBeNull();
    expect(auth.signIn).toHaveBeenCalledWith(answer, 'SIGNED_IN');
    expect(location().pathname).toBe('/validate');
  });
});

describe('MFA challenge (second step of the sign-in)', () => {
  const challenge: components['schemas']['MfaRequiredResponse'] = {
    mfa_required: true,
    mfa_token: 'mfa-3b9e',
    factors: [{ id: 'f-totp-1', friendly_name: 'Celular', factor_type: 'totp', status: 'verified' }],
  };

  async function reachChallenge() {
    api.on('POST /api/auth/login', { body: challenge });
    const rendered = await renderPortal(<LoginPage />, { path: '/login' });
    await rendered.user.type(field('E-mail'), 'ana@example.com');
    await rendered.user.type(field('Senha'), 'segredo1');
    await rendered.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('form', { name: 'Verificação em duas etapas' });
    return rendered;
  }

  test('asks for the six-digit code, by its label, and refuses fewer digits without sending them', async () => {
    const { user } = await reachChallenge();

    expect(screen.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeVisible();
    const code = field('Código de verificação');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '12a45');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByText('Informe os 6 dígitos do aplicativo autenticador.')).toBeVisible();
    expect(api.sent('POST /api/auth/mfa/verify')).toEqual([]);
  });

  test("sends the code with the challenge's token and factor, and signs in with the answer", async () => {
    const verified = session();
    api.on('POST /api/auth/mfa/verify', { body: verified });
    const { user, auth, location } = await reachChallenge();

    await user.type(field('Código de verificação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    await screen.findByText('Outra página');
    expect(api.sent('POST /api/auth/mfa/verify')[0].body).toEqual({
      mfa_token: 'mfa-3b9e',
      factor_id: 'f-totp-1',
      code: '123456',
    });
    expect(auth.signIn).toHaveBeenCalledWith(verified, 'MFA_CHALLENGE_VERIFIED');
    expect(location().pathname).toBe('/validate');
  });

  test("a wrong code shows the server's message on the field", async () => {
    api.on('POST /api/auth/mfa/verify', apiError(401, 'MFA_INVALID_CODE', 'Código inválido.'));
    const { user, auth } = await reachChallenge();

    await user.type(field('Código de verificação'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByText('Código inválido.')).toBeVisible();
    expect(field('Código de verificação')).toHaveAccessibleDescription('Código inválido.');
    expect(auth.signIn).not.toHaveBeenCalled();
  });
});
