import { screen, within } from '@testing-library/react';

import { ProfileUploadsPage } from '../../src/routes/ProfileUploadsPage';
import { api } from '../../../test-support/components/api';
import { profile } from './fixtures';
import { renderPortal, signedIn } from './render';
import { sound } from './soundFixture';

const beat = sound({
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  name: 'Meu Beat',
  type: 'Beats',
  mine: true,
  status: 'public',
  review: 'approved',
});
const produced = sound({
  id: '6b5c4d3e-2f10-4b8c-9d7e-5f6a7b8c9d0e',
  name: 'Minha Música Produzida',
  type: 'Beats',
  mine: true,
  isProduced: true,
  status: 'private',
  review: 'pending',
});

const card = (name: string) => screen.getByRole('article', { name: new RegExp(name) });

test("a producer asks for distribution from 'Meus Uploads' too, from any upload but a produced song", async () => {
  api.on('GET /api/library/tuning', { body: { tempo: null, key: null } });
  api.on('GET /api/library/uploads', {
    body: { items: [beat, produced], total: 2, totalIsEstimate: false, page: 1, pageSize: 20 },
  });
  const { user, location } = await renderPortal(<ProfileUploadsPage />, {
    path: '/profile/uploads',
    auth: signedIn(profile()),
  });

  await screen.findByRole('heading', { name: 'Meu Beat' });
  expect(within(card('Minha Música Produzida')).queryByRole('link', { name: 'Solicitar distribuição' })).toBeNull();

  const request = within(card('Meu Beat')).getByRole('link', { name: 'Solicitar distribuição' });
  expect(request).toHaveAttribute('href', `/profile/request/${beat.id}`);
  await user.click(request);
  await screen.findByText('Outra página');
  expect(location().pathname).toBe(`/profile/request/${beat.id}`);
  // The request page's back link returns here, not to 'Meus Downloads'.
  expect(location().state).toEqual({ from: '/profile/uploads' });
});
