import { screen, waitFor, within } from '@testing-library/react';

import { api } from '../../test-support/components/api';
import { renderConsole } from './render';

const readinessTable = () => screen.findByRole('table', { name: 'Prontidão da plataforma' });
const rowOf = async (dependency: string) =>
  within(await readinessTable()).getByRole('row', { name: new RegExp(dependency) });

describe('console: dashboard readiness table (/)', () => {
  test('every dependency of GET /api/ready is a row with its state', async () => {
    api.on('GET /api/ready', {
      body: {
        status: 'ok',
        checks: { 'postgres:identity': { status: 'up' }, rabbitmq: { status: 'up' }, redis: { status: 'up' } },
      },
    });
    await renderConsole('/');

    const table = within(await readinessTable());
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Dependência',
      'Estado',
      'Detalhes',
    ]);
    expect(table.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'postgres:identity',
      'rabbitmq',
      'redis',
    ]);
    expect(within(await rowOf('rabbitmq')).getByText('Operacional')).toBeVisible();
    expect(within(screen.getByRole('status')).getByText('Plataforma pronta')).toBeVisible();
    expect(screen.getByText(/^Verificado às /)).toBeVisible();
  });

  test('a dependency down (503 with the same body) shows its error and the platform unavailable', async () => {
    api.on('GET /api/ready', {
      status: 503,
      body: {
        status: 'unavailable',
        checks: {
          'postgres:identity': { status: 'up' },
          rabbitmq: { status: 'down', error: 'sem resposta em 3000 ms' },
        },
      },
    });
    await renderConsole('/');

    const rabbit = within(await rowOf('rabbitmq'));
    expect(rabbit.getByText('Fora do ar')).toBeVisible();
    expect(rabbit.getByText('sem resposta em 3000 ms')).toBeVisible();
    expect(within(await rowOf('postgres:identity')).getByText('—')).toBeVisible();
    expect(within(screen.getByRole('status')).getByText('Plataforma indisponível')).toBeVisible();
  });

  test('an answer that is not a readiness report says the platform could not be asked', async () => {
    api.on('GET /api/ready', { status: 502, body: '<html>Bad Gateway</html>' });
    await renderConsole('/');

    expect(await screen.findByText('Não foi possível consultar a prontidão da plataforma.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test("'Atualizar' asks again and shows the new answer", async () => {
    let redis: 'up' | 'down' = 'down';
    api.on('GET /api/ready', () => ({
      status: redis === 'up' ? 200 : 503,
      body: {
        status: redis === 'up' ? 'ok' : 'unavailable',
        checks: { redis: redis === 'up' ? { status: 'up' } : { status: 'down', error: 'connect ECONNREFUSED' } },
      },
    }));
    const { user } = await renderConsole('/');
    expect(within(await rowOf('redis')).getByText('Fora do ar')).toBeVisible();

    redis = 'up';
    // The card's own button: the app bar has a refresh button of the same name.
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Atualizar' }));

    await waitFor(async () => expect(within(await rowOf('redis')).getByText('Operacional')).toBeVisible());
    expect(api.sent('GET /api/ready').length).toBeGreaterThanOrEqual(2);
  });
});
