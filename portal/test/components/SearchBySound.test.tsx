import { screen, within } from '@testing-library/react';

import { SearchBySoundButton } from '../../src/components/Similar/SearchBySoundButton';
import { api, apiError } from '../../../test-support/components/api';
import { profile } from './fixtures';
import { renderPortal, signedIn } from './render';
import { sound } from './soundFixture';

// What a listed card asks for besides the list.
beforeEach(() => {
  api.on('GET /api/library/tuning', { body: { tempo: null, key: null } });
  api.on('GET /api/following/ids', { body: { ids: [] } });
  // The spec's lists (keys, types, BPM ranges) stand in for GET /api/keys's.
  api.on('GET /api/keys', apiError(503, 'UNAVAILABLE', 'Indisponível'));
});

const DESCRIBE = 'POST /api/media/audio/descriptions';
const SIMILAR_TO = 'POST /api/sounds/similar-to';
const timbre = { version: 1, values: [0.1, -0.4, 0.7] };

async function openPanel() {
  const screenUse = await renderPortal(<SearchBySoundButton />, { auth: signedIn(profile()) });
  await screenUse.user.click(screen.getByRole('button', { name: 'Buscar com um som' }));
  const panel = await screen.findByRole('dialog', { name: 'Buscar com um som' });
  const input = within(panel).getByLabelText(/Escolha ou solte um áudio/);
  return { ...screenUse, panel, input };
}

const wav = () => new File([new Uint8Array([82, 73, 70, 70])], 'caixa.wav', { type: 'audio/wav' });

test('a chosen file is described once; the filters ask the catalogue again without sending it again', async () => {
  api.on(DESCRIBE, { body: { timbre, durationSeconds: 4.25, loop: true, bpm: 120.4, key: 'Am' } });
  api.on(SIMILAR_TO, { body: { items: [sound({ id: 's1', name: 'Caixa Seca' })] } });
  const { user, panel, input } = await openPanel();
  await user.upload(input, wav());

  await within(panel).findByRole('article', { name: 'Caixa Seca' });
  expect(within(panel).getByText('caixa.wav')).toBeInTheDocument();
  expect(within(panel).getByText('4,3 s · loop · 120 BPM · tom Am')).toBeInTheDocument();
  // Loops, as media heard it.
  expect(within(panel).getByRole('button', { name: 'Loops' })).toHaveAttribute('aria-pressed', 'true');
  expect(api.sent(SIMILAR_TO).map((request) => request.body)).toEqual([{ timbre, loop: true, limit: 20 }]);

  await user.click(within(panel).getByRole('button', { name: '85-100' }));
  await user.click(within(panel).getByRole('button', { name: 'One-shots' }));
  await user.click(within(panel).getByRole('button', { name: 'Samples' }));
  await within(panel).findByRole('article', { name: 'Caixa Seca' });
  expect(api.sent(SIMILAR_TO).at(-1)?.body).toEqual({ timbre, loop: false, bpm: '85-100', type: 'Samples', limit: 20 });
  // Choosing the chosen value again clears it.
  await user.click(within(panel).getByRole('button', { name: '85-100' }));
  await within(panel).findByRole('article', { name: 'Caixa Seca' });
  expect(api.sent(SIMILAR_TO).at(-1)?.body).toEqual({ timbre, loop: false, type: 'Samples', limit: 20 });
  expect(api.sent(DESCRIBE)).toHaveLength(1);
});

test("a refused file shows media's words", async () => {
  api.on(
    DESCRIBE,
    apiError(415, 'AUDIO_TYPE_NOT_ALLOWED', 'Erro ao tentar fazer upload da música!', {
      reason: 'Formato não aceito: envie um áudio WAV, AIFF, FLAC, MP3, OGG ou M4A.',
    }),
  );
  const { user, panel, input } = await openPanel();
  await user.upload(input, new File(['olá'], 'notas.txt', { type: 'audio/wav' }));
  const alert = await within(panel).findByRole('alert');
  expect(alert).toHaveTextContent('Formato não aceito: envie um áudio WAV, AIFF, FLAC, MP3, OGG ou M4A.');
  expect(api.sent(SIMILAR_TO)).toEqual([]);
});

test('no sound near enough says so', async () => {
  api.on(DESCRIBE, { body: { timbre, durationSeconds: 1, loop: false, bpm: null, key: null } });
  api.on(SIMILAR_TO, { body: { items: [] } });
  const { user, panel, input } = await openPanel();
  await user.upload(input, wav());
  await within(panel).findByText('Nenhum som parecido encontrado');
  expect(within(panel).getByText('1 s · one-shot')).toBeInTheDocument();
});
