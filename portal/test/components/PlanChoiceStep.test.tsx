import { screen } from '@testing-library/react';

import { PlanChoiceStep } from '../../src/components/Register/PlanChoiceStep';
import { api } from '../../../test-support/components/api';
import { profile } from './fixtures';
import { renderPortal, signedIn } from './render';

// What billing lists: monthly prices only (services/billing/src/plans asks Stripe for interval 'month').
const plans = [
  {
    id: 'free',
    title: 'Free',
    metadata: ['Downloads ilimitados'],
    value: 0,
    interval: null,
    tier: 'free',
    priceLabel: 'Grátis',
  },
  {
    id: 'price_basic',
    title: 'Sound Basic',
    metadata: ['Colaboração'],
    value: 29,
    interval: 'month',
    tier: 'basic',
    priceLabel: 'R$ 29,00/mês',
  },
];

test('the plan step offers no Mensal/Anual switch that does nothing: every price says it is per month', async () => {
  api.on('GET /api/plans', { body: plans });
  await renderPortal(<PlanChoiceStep />, { path: '/register/step/4', auth: signedIn(profile()) });

  expect(await screen.findByRole('heading', { name: 'Sound Basic' })).toBeVisible();
  expect(screen.queryByRole('checkbox', { name: 'Anual' })).toBeNull();
  expect(screen.queryByRole('switch')).toBeNull();
  expect(screen.queryByText('Anual')).toBeNull();
  expect(screen.getByRole('article', { name: 'Sound Basic' })).toHaveTextContent(/R\$\s29,00\s*\/\s*mês/);
});
