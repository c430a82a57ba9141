import { screen, within } from '@testing-library/react';

import { SessionTuningControl } from '../../src/components/Session/SessionTuningControl';
import { renderPortal } from './render';

test("on a phone the session control reads 'Sessão' beside its note, its full name intact", async () => {
  await renderPortal(<SessionTuningControl />);
  const control = screen.getByRole('button', { name: 'Andamento e tom da sessão: Original' });
  // The visible word is part of the accessible name (WCAG 2.5.3), so voice control finds it too.
  expect(within(control).getByText('Sessão')).toBeVisible();
  expect(control).toHaveAccessibleName(expect.stringMatching(/sessão/i));
});
