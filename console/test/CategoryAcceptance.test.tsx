import { screen, waitFor } from '@testing-library/react';

import { api, type SentRequest } from '../../test-support/components/api';
import { renderConsole } from './render';

const category = { id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'pisadinha do zé', sounds: 0, similar: 0 };
const acceptance = `/api/admin/categories/${category.id}/acceptance` as const;

describe('console: accepting a category (/categories/:id)', () => {
  test("'Aceitar' puts a user-made category in everyone's lists; 'Desfazer aceite' takes it back", async () => {
    api.on(`GET /api/admin/categories/${category.id}`, { body: category });
    api.on(`GET ${acceptance}`, { body: { id: category.id, name: category.name, accepted: false } });
    api.on(`PUT ${acceptance}`, (sent: SentRequest) => ({
      body: { id: category.id, name: category.name, ...(sent.body as { accepted: boolean }) },
    }));
    const { user } = await renderConsole(`/categories/${category.id}`);

    expect(
      await screen.findByText('Aparece para os outros só quando um som público usar esta categoria.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Aceita: aparece para todos, mesmo sem sons públicos.')).toBeVisible();
    expect(api.sent(`PUT ${acceptance}`).map((sent) => sent.body)).toEqual([{ accepted: true }]);

    await user.click(screen.getByRole('button', { name: 'Desfazer aceite' }));
    await waitFor(() =>
      expect(api.sent(`PUT ${acceptance}`).map((sent) => sent.body)).toEqual([{ accepted: true }, { accepted: false }]),
    );
  });
});
