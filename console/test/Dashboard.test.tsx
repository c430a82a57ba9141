import { screen, waitFor, within } from '@testing-library/react';

import { api, apiError } from '../../test-support/components/api';
import { answerDashboardStats } from './dashboardStats';
import { renderConsole } from './render';

const readinessTable = () => screen.findByRole('table', { name: 'Prontidão da plataforma' });
const rowOf = async (dependency: string) =>
  within(await readinessTable()).getByRole('row', { name: new RegExp(dependency) });

describe('console: dashboard readiness table (/)', () => {
  beforeEach(() => answerDashboardStats());

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
    expect(screen.queryByRole('table', { name: 'Prontidão da plataforma' })).not.toBeInTheDocument();
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

describe('console: dashboard charts and attention list (/)', () => {
  const ready = { body: { status: 'ok', checks: {} } };
  const chart = (title: string) => screen.findByRole('region', { name: title });

  test("each chart sums its service's days: today and the 30 days", async () => {
    api.on('GET /api/ready', ready);
    answerDashboardStats({ newUsers: [2, 0, 3], uploads: [1], pendingNow: 4 });
    await renderConsole('/');

    expect(await within(await chart('Novos usuários por dia')).findByText('Hoje: 3 · Em 30 dias: 5')).toBeVisible();
    expect(within(await chart('Envios de sons por dia')).getByText('Hoje: 1 · Em 30 dias: 1')).toBeVisible();
    expect(within(await chart('Solicitações pendentes ao fim de cada dia')).getByText('Agora: 4')).toBeVisible();
    expect(within(await chart('Falhas de processamento por dia')).getByText('Hoje: 0 · Em 30 dias: 0')).toBeVisible();
  });

  test("'Precisa de atenção agora' counts pending requests and failed sounds, linking to their filtered lists", async () => {
    api.on('GET /api/ready', ready);
    answerDashboardStats({ pendingNow: 2, failedProcessing: 1 });
    await renderConsole('/');

    const pending = await screen.findByRole('link', { name: /Solicitações pendentes\s*2/ });
    expect(pending).toHaveAttribute(
      'href',
      `/distribution-requests?filter=${encodeURIComponent('{"status":"pending"}')}`,
    );
    const failed = screen.getByRole('link', { name: /Sons com falha no processamento\s*1/ });
    expect(failed).toHaveAttribute('href', `/sounds?filter=${encodeURIComponent('{"processing":"failed"}')}`);
  });

  test("'Precisa de atenção agora' adds up failed jobs and dead letters over every service, linking to Operações", async () => {
    api.on('GET /api/ready', ready);
    answerDashboardStats({ failedJobs: 3, deadLetters: 2 });
    await renderConsole('/');

    expect(await screen.findByRole('link', { name: /Jobs com falha nas filas\s*3/ })).toHaveAttribute(
      'href',
      '/operations',
    );
    expect(await screen.findByRole('link', { name: /Eventos em dead letter\s*2/ })).toHaveAttribute(
      'href',
      '/operations',
    );
  });

  test('a service that does not answer leaves its chart with an error, the others drawn', async () => {
    api.on('GET /api/ready', ready);
    answerDashboardStats({ newUsers: [1] });
    api.on('GET /api/admin/media/stats/daily', apiError(503, 'INTERNAL_ERROR', 'indisponível'));
    await renderConsole('/');

    expect(
      await within(await chart('Falhas de processamento por dia')).findByText(
        'Não foi possível carregar estes números.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(within(await chart('Novos usuários por dia')).getByText('Hoje: 1 · Em 30 dias: 1')).toBeVisible();
  }, 15000);
});
