import { screen, waitFor, within } from '@testing-library/react';

import type { components } from '@sampleteca/clients-shared/api';
import { api } from '../../test-support/components/api';
import { renderConsole } from './render';

type AdminUser = components['schemas']['AdminUserResponse'];

const noSocialLinks = { facebookUrl: null, instagramUrl: null, youtubeUrl: null, tiktokUrl: null };

const users: AdminUser[] = [
  {
    id: '0f6e2d1c-3b4a-4c5d-8e7f-9a0b1c2d3e4f',
    fullName: 'Ana Produtora',
    avatarUrl: null,
    producer: 'Selo Ana',
    ...noSocialLinks,
    email: 'ana@example.com',
    phone: '(11) 91234-5678',
    isAdmin: false,
    emailConfirmed: true,
    provider: 'email',
    createdAt: '2026-03-12T14:30:00.000Z',
  },
  {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    fullName: 'Bruno Acapelas',
    avatarUrl: null,
    producer: null,
    ...noSocialLinks,
    email: 'bruno@example.com',
    phone: null,
    isAdmin: true,
    emailConfirmed: false,
    provider: 'google',
    createdAt: '2026-05-02T09:00:00.000Z',
  },
];

/** GET /api/admin/users as identity answers it: the page, and the total in Content-Range. */
function answerUsers() {
  api.on('GET /api/admin/users', (request) => {
    const filter = JSON.parse(request.url.searchParams.get('filter') ?? '{}') as { q?: string };
    const [start] = JSON.parse(request.url.searchParams.get('range') ?? '[0,19]') as [number, number];
    const found = users.filter((user) => !filter.q || user.fullName.toLowerCase().includes(filter.q.toLowerCase()));
    return {
      body: found,
      headers: { 'Content-Range': `users ${start}-${start + found.length - 1}/${found.length}` },
    };
  });
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('console: users list (/users)', () => {
  test('shows the rows of GET /api/admin/users, 20 per page by name, with the total', async () => {
    answerUsers();
    await renderConsole('/users');

    expect(await screen.findByRole('cell', { name: 'Ana Produtora' })).toBeVisible();
    const ana = within(rowOf('Ana Produtora'));
    expect(ana.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(ana.getByText('Selo Ana')).toBeVisible();
    expect(ana.getByText('12/03/2026')).toBeVisible();
    expect(within(rowOf('Bruno Acapelas')).getByText('—')).toBeVisible();
    expect(within(rowOf('Bruno Acapelas')).getByText('google')).toBeVisible();
    expect(screen.getByText('1-2 de 2')).toBeVisible();

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nome',
      'E-mail',
      'Produtora/selo',
      'Acesso por',
      'E-mail confirmado',
      'Administrador',
      'Cadastro',
    ]);
    const [request] = api.sent('GET /api/admin/users');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      filter: '{}',
      range: '[0,19]',
      sort: '["fullName","ASC"]',
    });
    expect(request.headers.get('Authorization')).toMatch(/^Bearer ey/);
  });

  test('the search box sends its text as the q filter and shows what matched', async () => {
    answerUsers();
    const { user } = await renderConsole('/users');
    await screen.findByRole('cell', { name: 'Ana Produtora' });

    await user.type(screen.getByRole('textbox', { name: 'Buscar por nome ou e-mail' }), 'bru');

    // Typed slowly (a loaded machine), the list may also be asked for 'b' on the way: what counts
    // is that the whole text is asked for and the list shows what it matched.
    const filters = () => api.sent('GET /api/admin/users').map((request) => request.url.searchParams.get('filter'));
    await waitFor(() => expect(filters()).toContain('{"q":"bru"}'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana Produtora' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Bruno Acapelas' })).toBeVisible();
  });
});
