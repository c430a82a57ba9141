import { screen, waitFor, within } from '@testing-library/react';

import { RegisterStepPage } from '../../src/routes/RegisterStepPage';
import { DashboardPage } from '../../src/routes/DashboardPage';
import { ProfileUpdatePage } from '../../src/routes/ProfileUpdatePage';
import { api } from '../../../test-support/components/api';
import { profile } from './fixtures';
import { field, renderPortal, signedIn, visitor } from './render';

/** The dashboard's catalogue, empty. */
function emptyCatalogue() {
  api.on('GET /api/library/tuning', { body: { tempo: null, key: null } });
  api.on('GET /api/sounds', { body: { items: [], total: 0, totalIsEstimate: false, page: 1, pageSize: 20 } });
  api.on('GET /api/sounds/facets', {
    body: { type: [], category: [], drumKit: [], uploader: [], key: [], bpm: [] },
  });
}

// Right after sign-up: step 1's fields are required, the social links were left for later.
const newcomer = profile({ facebookUrl: null, youtubeUrl: null, tiktokUrl: null, complete: false });

describe("'Por favor, complete seu perfil.' names what completes it, from sign-up on", () => {
  test('the social step says which fields complete the profile instead of calling them all optional', async () => {
    window.sessionStorage.setItem(
      'registerUser',
      JSON.stringify({ email: 'ana@example.com', password: 'segredo1', fullName: 'Ana Produtora' }),
    );
    await renderPortal(<RegisterStepPage />, {
      path: '/register/step/2',
      route: '/register/step/:step',
      auth: visitor(),
    });

    const step = screen.getByRole('form', { name: 'Informações do seu perfil social' });
    expect(within(step).queryByText(/Tudo aqui é opcional/)).toBeNull();
    expect(
      within(step).getByText(/seu perfil só fica completo com as quatro redes: Facebook, Instagram, YouTube e TikTok/),
    ).toBeVisible();
    window.sessionStorage.clear();
  });

  test('the dashboard names the missing fields in a calm notice that opens the form on the first', async () => {
    emptyCatalogue();
    const { user, location } = await renderPortal(<DashboardPage />, {
      path: '/dashboardPage',
      auth: signedIn(newcomer),
    });

    // A status, told politely, not an alert: nothing went wrong.
    const notice = screen.getByRole('status', { name: 'Por favor, complete seu perfil.' });
    expect(within(notice).getByText('Falta informar: Facebook, YouTube e TikTok.')).toBeVisible();

    await user.click(within(notice).getByRole('link', { name: 'Completar perfil' }));
    expect(location().pathname).toBe('/profile/update');
    expect(location().state).toEqual({ focus: 'facebookUrl' });
  });

  test('the profile form opened from the notice is ready on the first missing field', async () => {
    await renderPortal(<ProfileUpdatePage />, {
      path: '/profile/update',
      auth: signedIn(newcomer),
      state: { focus: 'facebookUrl' },
    });
    await waitFor(() => expect(field('Facebook')).toHaveFocus());
  });

  test('a complete profile sees no notice', async () => {
    emptyCatalogue();
    await renderPortal(<DashboardPage />, { path: '/dashboardPage', auth: signedIn(profile()) });
    expect(screen.queryByText('Por favor, complete seu perfil.')).toBeNull();
  });
});
