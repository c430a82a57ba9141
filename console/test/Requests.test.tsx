import { screen, waitFor, within } from '@testing-library/react';

import { api, type SentRequest } from '../../test-support/components/api';
import { otherPendingRequest, pendingRequest, type DistributionRequestAnswer } from './fixtures';
import { renderConsole } from './render';

/** GET /api/admin/distribution-requests as distribution answers it (status filter, Content-Range). */
function answerList(requests: DistributionRequestAnswer[]) {
  api.on('GET /api/admin/distribution-requests', (request) => {
    const filter = JSON.parse(request.url.searchParams.get('filter') ?? '{}') as { status?: string };
    const found = requests.filter((item) => !filter.status || item.status === filter.status);
    return {
      body: found,
      headers: { 'Content-Range': `distribution-requests 0-${Math.max(found.length - 1, 0)}/${found.length}` },
    };
  });
}

/** PUT /api/admin/distribution-requests/:id: the decided request. */
function answerDecision(request: DistributionRequestAnswer) {
  api.on(`PUT /api/admin/distribution-requests/${request.id}`, (sent: SentRequest) => ({
    body: { ...request, ...(sent.body as object), decidedAt: '2026-03-13T10:00:00.000Z' },
  }));
}

const rowOf = (soundName: string) => screen.getByRole('row', { name: new RegExp(soundName) });
const decisions = (id: string) => api.sent(`PUT /api/admin/distribution-requests/${id}`);

describe('console: distribution requests list (/distribution-requests)', () => {
  test('lists the pending requests, newest first, with their decision buttons', async () => {
    answerList([pendingRequest(), otherPendingRequest()]);
    await renderConsole('/distribution-requests');

    expect(await screen.findByRole('cell', { name: 'Noite de verão' })).toBeVisible();
    const row = within(rowOf('Noite de verão'));
    expect(row.getByText('MC Aurora')).toBeVisible();
    expect(row.getByText('Ana Produtora')).toBeVisible();
    expect(row.getByText('Distribuição')).toBeVisible();
    expect(row.getByText('12 de março de 2026')).toBeVisible();
    expect(row.getByText('Pendente')).toBeVisible();
    // Each row's buttons name its sound: twenty 'Aprovar' are told apart by a screen reader.
    expect(row.getByRole('button', { name: 'Aprovar «Noite de verão»' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Cancelar «Noite de verão»' })).toBeEnabled();
    expect(row.getByRole('link', { name: 'Exibir «Noite de verão»' })).toBeVisible();
    expect(within(rowOf('Loop de chuva')).getByText('Publicação')).toBeVisible();
    expect(within(rowOf('Loop de chuva')).getByRole('button', { name: 'Aprovar «Loop de chuva»' })).toBeEnabled();

    const [request] = api.sent('GET /api/admin/distribution-requests');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      filter: '{"status":"pending"}',
      range: '[0,19]',
      sort: '["createdAt","DESC"]',
    });
  });

  test("'Aprovar' PUTs status approved at once: the notice says so once the server has decided", async () => {
    const request = pendingRequest();
    answerList([request, otherPendingRequest()]);
    answerDecision(request);
    const { user } = await renderConsole('/distribution-requests');
    await screen.findByRole('cell', { name: 'Noite de verão' });

    await user.click(within(rowOf('Noite de verão')).getByRole('button', { name: /^Aprovar/ }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Solicitação aprovada!')).toBeVisible();
    expect(within(notice).getByRole('button', { name: 'Desfazer' })).toBeVisible();
    // Sent before the notice showed, not when it goes: a tab closed now loses nothing.
    expect(decisions(request.id)).toHaveLength(1);
    expect(decisions(request.id)[0].body).toEqual({ status: 'approved' });
    expect(decisions(request.id)[0].headers.get('Authorization')).toMatch(/^Bearer /);
    expect(api.sent(`PUT /api/admin/distribution-requests/${otherPendingRequest().id}`)).toEqual([]);
  });

  test("'Cancelar' PUTs status cancelled", async () => {
    const request = otherPendingRequest();
    answerList([pendingRequest(), request]);
    answerDecision(request);
    const { user } = await renderConsole('/distribution-requests');
    await screen.findByRole('cell', { name: 'Loop de chuva' });

    await user.click(within(rowOf('Loop de chuva')).getByRole('button', { name: /^Cancelar/ }));
    expect(await screen.findByText('Solicitação cancelada!')).toBeVisible();
    expect(decisions(request.id)).toHaveLength(1);
    expect(decisions(request.id)[0].body).toEqual({ status: 'cancelled' });
  });

  test("'Desfazer' asks the server to undo the decision, and says when it has", async () => {
    const request = pendingRequest();
    answerList([request]);
    answerDecision(request);
    api.on(`POST /api/admin/distribution-requests/${request.id}/undo`, { body: request });
    const { user } = await renderConsole('/distribution-requests');
    await screen.findByRole('cell', { name: 'Noite de verão' });

    await user.click(within(rowOf('Noite de verão')).getByRole('button', { name: /^Aprovar/ }));
    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));

    expect(await screen.findByText('Decisão desfeita: a solicitação voltou a ficar pendente.')).toBeVisible();
    expect(decisions(request.id)).toHaveLength(1);
    expect(api.sent(`POST /api/admin/distribution-requests/${request.id}/undo`)).toHaveLength(1);
    await waitFor(() => expect(within(rowOf('Noite de verão')).getByText('Pendente')).toBeVisible());
  });

  test('an empty list says so in Portuguese, for this resource', async () => {
    answerList([]);
    await renderConsole('/distribution-requests');

    expect(await screen.findByText('Nenhuma solicitação encontrada com os filtros atuais.')).toBeVisible();
  });
});

describe('console: one distribution request (/distribution-requests/:id/show)', () => {
  test('shows the sound, its producer and the decision buttons, read from GET …/:id', async () => {
    const request = pendingRequest();
    api.on(`GET /api/admin/distribution-requests/${request.id}`, { body: request });
    await renderConsole(`/distribution-requests/${request.id}/show`);

    expect(await screen.findByRole('img', { name: 'Capa de Noite de verão' })).toBeVisible();
    expect(screen.getByText('MC Aurora')).toBeVisible();
    expect(screen.getByText('Ana Produtora')).toBeVisible();
    expect(screen.getByLabelText('Ouvir Noite de verão')).toHaveAttribute('src', request.sound.previewUrl);
    expect(screen.getByRole('button', { name: 'Baixar MP3' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Contrato assinado (PDF)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Aprovar «Noite de verão»' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancelar «Noite de verão»' })).toBeEnabled();
  });

  test("'Cancelar' goes back to the list and PUTs status cancelled for this request", async () => {
    const request = pendingRequest();
    api.on(`GET /api/admin/distribution-requests/${request.id}`, { body: request });
    answerList([request]);
    answerDecision(request);
    const { user, location } = await renderConsole(`/distribution-requests/${request.id}/show`);

    await user.click(await screen.findByRole('button', { name: /^Cancelar/ }));

    expect(await screen.findByText('Solicitação cancelada!')).toBeVisible();
    expect(decisions(request.id)).toHaveLength(1);
    await waitFor(() => expect(location().pathname).toBe('/distribution-requests'));
    expect(decisions(request.id)[0].body).toEqual({ status: 'cancelled' });
  });

  test('a decided request offers no decision', async () => {
    const request = pendingRequest({ status: 'approved', decidedAt: '2026-03-13T10:00:00.000Z' });
    api.on(`GET /api/admin/distribution-requests/${request.id}`, { body: request });
    await renderConsole(`/distribution-requests/${request.id}/show`);

    expect(await screen.findByText('Aprovada')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Aprovar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancelar/ })).not.toBeInTheDocument();
  });
});
