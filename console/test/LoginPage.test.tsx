import { screen, waitFor } from '@testing-library/react';

import { readSession } from '../src/auth/session';
import { api } from '../../test-support/components/api';
import { answerDashboardStats } from './dashboardStats';
import { admin, findNotification, renderConsole, sessionFor } from './render';

const email = () => screen.getByLabelText(/^E-mail/);
const password = () => screen.getByLabelText(/^Senha/);
const submit = () => screen.getByRole('button', { name: 'Entrar' });

const readiness = { status: 'ok', checks: { 'postgres:identity': { status: 'up' } } };

describe('console: login page', () => {
  test('a visitor is sent to the login page, whose fields are named by their labels', async () => {
    const { location } = await renderConsole('/users', { signedIn: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Console Sampleteca' })).toBeVisible();
    expect(screen.getByText('Acesso restrito a administradores')).toBeVisible();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(password()).toHaveAttribute('type', 'password');
    expect(location().pathname).toBe('/login');
  });

  test("too short an e-mail and an empty password show the spec's messages and send nothing", async () => {
    const { user } = await renderConsole('/login', { signedIn: false });
    await screen.findByRole('heading', { name: 'Console Sampleteca' });

    await user.type(email(), 'ana');
    await user.click(submit());

    expect(await screen.findByText('Informe um e-mail')).toBeVisible();
    expect(email()).toHaveAccessibleDescription('Informe um e-mail');
    expect(password()).toHaveAccessibleDescription('Informe sua senha');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent()).toEqual([]);
  });

  test('refused credentials (401) are said in Portuguese, and no session is kept', async () => {
    api.on('POST /api/auth/login', {
      status: 401,
      body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' },
    });
    const { user, location } = await renderConsole('/login', { signedIn: false });
    await screen.findByRole('heading', { name: 'Console Sampleteca' });

    await user.type(email(), 'admin@sampleteca.com.br');
    await user.type(password(), 'errada1');
    await user.click(submit());

    expect(await findNotification('E-mail ou senha inválidos.')).toBeVisible();
    expect(readSession()).toBeNull();
    expect(location().pathname).toBe('/login');
    expect(submit()).toBeEnabled();
  });

  test("an account that is not an administrator's is refused", async () => {
    api.on('POST /api/auth/login', { body: sessionFor({ ...admin, role: 'user' }) });
    const { user } = await renderConsole('/login', { signedIn: false });
    await screen.findByRole('heading', { name: 'Console Sampleteca' });

    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'segredo1');
    await user.click(submit());

    expect(await findNotification('Acesso restrito a administradores.')).toBeVisible();
    expect(readSession()).toBeNull();
  });

  test("an administrator's credentials are posted, and the console opens on the dashboard", async () => {
    const answer = sessionFor(admin);
    api.on('POST /api/auth/login', { body: answer });
    api.on('GET /api/ready', { body: readiness });
    answerDashboardStats();
    const { user, location } = await renderConsole('/login', { signedIn: false });
    await screen.findByRole('heading', { name: 'Console Sampleteca' });

    await user.type(email(), ' admin@sampleteca.com.br ');
    await user.type(password(), 'segredo1');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Prontidão da plataforma' })).toBeVisible();
    expect(api.sent('POST /api/auth/login')[0].body).toEqual({
      email: 'admin@sampleteca.com.br',
      password: 'segredo1',
    });
    expect(readSession()?.access_token).toBe(answer.access_token);
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
