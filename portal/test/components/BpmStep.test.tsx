import { screen } from '@testing-library/react';

import type { components } from '@sampleteca/clients-shared/api';
import { BpmStep } from '../../src/components/SoundWizard/steps/BpmStep';
import { api, apiError } from '../../../test-support/components/api';
import { profile } from './fixtures';
import { field, renderPortal, signedIn } from './render';

const AUDIO_ID = '7f6e5d4c-3b2a-4190-8e7d-6c5b4a392817';

const analysis = (bpm: number, bpmConfidence: number): Partial<components['schemas']['AudioFileResponse']> => ({
  id: AUDIO_ID,
  status: 'ready',
  failureMessage: null,
  durationSeconds: 8,
  bpm,
  bpmConfidence,
  bpmRange: '85-100',
  key: 'Am',
  keyStrength: 0.8,
});

function openStep(bpm: number, confidence: number) {
  window.sessionStorage.setItem(
    'uploadSound',
    JSON.stringify({
      soundName: 'Loop de teste',
      description: 'Um loop',
      audioId: AUDIO_ID,
      key: 'Am',
      type: 'Beats',
      genres: 'c1',
    }),
  );
  api.on(`GET /api/media/audio/${AUDIO_ID}`, { body: analysis(bpm, confidence) });
  // The spec's lists stand in for GET /api/keys's.
  api.on('GET /api/keys', apiError(503, 'UNAVAILABLE', 'Indisponível'));
  return renderPortal(<BpmStep />, { path: '/sound/add/4', auth: signedIn(profile()) });
}

describe('sound wizard, step 4: the tempo (/sound/add/4)', () => {
  afterEach(() => window.sessionStorage.clear());

  test("a doubtful tempo asks '92 ou 184?'; picking one fills the tempo and selects its range", async () => {
    const { user } = await openStep(92, 0.2);
    expect(await screen.findByText('Não temos certeza do andamento: é 92 ou 184?')).toBeVisible();
    expect(field('Andamento exato (BPM)')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: '184 BPM' }));
    expect(field('Andamento exato (BPM)')).toHaveValue('184');
    expect(screen.getByRole('button', { name: '184 BPM' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: /160-180 BPM/ })).toBeChecked();
  });

  test('each range is labelled with the genres that live there: 160-180 is drum & bass, not ballads', async () => {
    await openStep(172, 0.9);
    const card = (range: string) => screen.getByRole('radio', { name: `${range} BPM` }).closest('label');
    expect(card('160-180')).toHaveTextContent('Drum & Bass, Footwork');
    expect(card('60-80')).toHaveTextContent('R&B, Ballads');
    expect(screen.getAllByText('R&B, Ballads')).toHaveLength(1);
  });

  test("a doubtful measure is named as step 1 names it: '64 ou 128', never a tenth", async () => {
    await openStep(127.8, 0.2);
    expect(await screen.findByText(/BPM detectado: 64 ou 128 — o pulso não é claro/)).toBeVisible();
    expect(screen.getByText('Não temos certeza do andamento: é 64 ou 128?')).toBeVisible();
    expect(screen.getByRole('button', { name: '128 BPM' })).toBeVisible();
  });

  test('a clear tempo is filled in whole; one outside the chosen range is refused beside its field', async () => {
    const { user } = await openStep(92.4, 0.9);
    expect(await screen.findByText(/BPM detectado: 92 — faixa sugerida 85-100/)).toBeVisible();
    expect(field('Andamento exato (BPM)')).toHaveValue('92');
    expect(screen.queryByRole('button', { name: '184 BPM' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /110-130 BPM/ }));
    await user.click(screen.getByRole('button', { name: /Concluir|Próximo|Enviar/ }));
    expect(await screen.findByText('O andamento não está na faixa de BPM escolhida.')).toBeVisible();
    expect(field('Andamento exato (BPM)')).toHaveAccessibleDescription(
      'O andamento não está na faixa de BPM escolhida.',
    );
    expect(api.sent('POST /api/sounds')).toHaveLength(0);
  });
});
