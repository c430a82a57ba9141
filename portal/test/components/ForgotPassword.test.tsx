import { screen, within } from '@testing-library/react';

import { ForgotPasswordPage } from '../../src/routes/ForgotPasswordPage';
import { ForgotPasswordSendEmailPage } from '../../src/routes/ForgotPasswordSendEmailPage';
import { api, apiError } from '../../../test-support/components/api';
import { message, profile } from './fixtures';
import { field, renderPortal, signedIn, toasts } from './render';

describe('forgot password: the recovery link (/forgotPasswordSendEmail)', () => {
  const openPage = () => renderPortal(<ForgotPasswordSendEmailPage />, { path: '/forgotPasswordSendEmail' });
  const send = () => screen.getByRole('button', { name: 'Enviar link' });

  test('the e-mail field is named by its label', async () => {
    await openPage();

    const form = screen.getByRole('form', { name: 'Recuperar senha' });
    expect(within(form).getByRole('textbox')).toBe(field('E-mail'));
    expect(field('E-mail')).toBeRequired();
  });

  test("an empty e-mail shows the spec's message and sends nothing", async () => {
    const { user } = await openPage();

    await user.type(field('E-mail'), '   ');
    await user.click(send());

    expect(await screen.findByText('Insira um e-mail.')).toBeVisible();
    expect(field('E-mail')).toHaveAccessibleDescription('Insira um e-mail.');
    expect(api.sent()).toEqual([]);
  });

  test('asks for the link and says where it went', async () => {
    api.on('POST /api/auth/recover', { status: 202, body: message('Verifique seu e-mail') });
    const { user } = await openPage();

    await user.type(field('E-mail'), 'ana@example.com');
    await user.click(send());

    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Verifique seu e-mail');
    expect(sent).toHaveTextContent(
      'Se houver uma conta com ana@example.com, você receberá um link para definir uma nova senha.',
    );
    expect(api.sent('POST /api/auth/recover').map((request) => request.body)).toEqual([{ email: 'ana@example.com' }]);
  });

  test("a refusal (429) shows the server's message and keeps the form", async () => {
    api.on(
      'POST /api/auth/recover',
      apiError(429, 'RATE_LIMITED', 'Por questões de segurança, tente novamente em 45 segundos', {
        retryAfterSeconds: 45,
      }),
    );
    const { user } = await openPage();

    await user.type(field('E-mail'), 'ana@example.com');
    await user.click(send());

    expect(await toasts().findByText('Por questões de segurança, tente novamente em 45 segundos')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Recuperar senha' })).toBeVisible();
  });
});

describe('forgot password: the new password (/forgotPassword)', () => {
  const openPage = () => renderPortal(<ForgotPasswordPage />, { path: '/forgotPassword', auth: signedIn(profile()) });
  const reset = () => screen.getByRole('button', { name: 'Redefinir senha' });

  test('both password fields are named by their labels', async () => {
    await openPage();

    expect(field('Nova senha')).toHaveAttribute('type', 'password');
    expect(field('Confirme a nova senha')).toHaveAttribute('type', 'password');
  });

  test('a short password and a confirmation that differs are refused without a request', async () => {
    const { user } = await openPage();

    await user.type(field('Nova senha'), '12345');
    await user.type(field('Confirme a nova senha'), '123456');
    await user.click(reset());

    expect(await screen.findByText('A senha deve conter pelo menos 6 dígitos')).toBeVisible();
    expect(field('Confirme a nova senha')).toHaveAccessibleDescription('As senhas não correspondem.');
    expect(api.sent()).toEqual([]);
  });

  test('saves the new password, then signs out to the login page', async () => {
    api.on('PUT /api/auth/user', { body: message('Senha redefinida com sucesso!') });
    const { user, auth } = await openPage();

    await user.type(field('Nova senha'), 'novaSenha1');
    await user.type(field('Confirme a nova senha'), 'novaSenha1');
    await user.click(reset());

    expect(await toasts().findByText('Senha redefinida com sucesso!')).toBeVisible();
    expect(api.sent('PUT /api/auth/user')[0].body).toEqual({ password: 'novaSenha1' });
    expect(auth.signOut).toHaveBeenCalledWith({ redirectTo: '/login' });
  });
});
