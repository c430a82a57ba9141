import { screen, within } from '@testing-library/react';

import type { components } from '@sampleteca/clients-shared/api';
import type { SoundDraft } from '../../src/components/SoundWizard/draft/soundDraft';
import { SoundInfoStep } from '../../src/components/SoundWizard/steps/SoundInfoStep';
import { api } from '../../../test-support/components/api';
import { profile } from './fixtures';
import { field, renderPortal, signedIn } from './render';

const account = profile();
const myDrumKits: components['schemas']['DrumKitPage'] = {
  items: [
    {
      id: '5d0b8a3e-6f1c-4e2a-9b7d-1c2e3f4a5b6c',
      name: 'Noites de Verão',
      imageUrl: '/api/media/images/0a1b2c3d/capa.webp',
      owner: { id: account.id, name: account.fullName, imageUrl: null },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 8,
};

const openStep = () => {
  // The drum kit field proposes the person's own kits from the start.
  api.on('GET /api/drum-kits', { body: myDrumKits });
  return renderPortal(<SoundInfoStep />, { path: '/sound/add/1', auth: signedIn(account) });
};
const nextStep = () => screen.getByRole('button', { name: 'Próximo Passo' });

describe("sound wizard, step 1: the sound's information (/sound/add/1)", () => {
  test('every field is named by its label', async () => {
    await openStep();

    const form = screen.getByRole('form', { name: 'Informações básicas' });
    expect(field('Arquivo de áudio')).toHaveAttribute('accept', 'audio/*');
    expect(field('Imagem de capa')).toHaveAttribute('accept', 'image/*');
    expect(field('Nome do som')).toBeRequired();
    expect(field('Descrição')).toBeRequired();
    expect(field('Descrição')).toHaveAccessibleDescription('0/255');
    expect(within(form).getAllByRole('textbox')).toEqual(
      expect.arrayContaining([field('Nome do som'), field('Descrição')]),
    );
    expect(await screen.findByRole('combobox', { name: 'Drum Kit' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Artista' })).toBeVisible();
    expect(api.sent('GET /api/drum-kits')[0].url.searchParams.get('mine')).toBe('true');
    expect(within(form).getByRole('radio', { name: /Free/ })).toBeChecked();
    expect(within(form).getByRole('radio', { name: /Master/ })).toBeDisabled();
  });

  test('music, cover, name and description are required, and nothing is saved', async () => {
    const { user, location } = await openStep();

    await user.click(nextStep());

    expect(await screen.findByText('Envie a música do seu som.')).toBeVisible();
    expect(field('Arquivo de áudio')).toHaveAccessibleDescription(
      expect.stringContaining('Envie a música do seu som.'),
    );
    expect(field('Imagem de capa')).toHaveAccessibleDescription(
      expect.stringContaining('Envie a imagem de capa do seu som.'),
    );
    expect(field('Nome do som')).toHaveAccessibleDescription('O nome deve conter pelo menos 1 caracter');
    expect(field('Descrição')).toHaveAccessibleDescription('A descrição deve conter pelo menos 1 caracter');
    expect(location().pathname).toBe('/sound/add/1');
    expect(window.sessionStorage.getItem('uploadSound')).toBeNull();
    expect(api.sent().filter((request) => request.method !== 'GET')).toEqual([]);
  });

  test('the description counts its characters up to 255', async () => {
    const { user } = await openStep();

    await user.type(field('Descrição'), 'Batida lenta');

    expect(field('Descrição')).toHaveAccessibleDescription('12/255');
  });

  test('with the music and cover already sent, a named sound goes on to step 2', async () => {
    const audioId = '3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f';
    const analysis: components['schemas']['AudioFileResponse'] = {
      id: audioId,
      status: 'ready',
      failureMessage: null,
      durationSeconds: 20,
      sampleRate: 44100,
      channels: 2,
      loudness: { integrated: -14.2, range: 5.1, truePeak: -1 },
      bpm: 120.2,
      bpmConfidence: 0.8,
      bpmRange: '110-130',
      key: 'Am',
      keyStrength: 0.91,
      loop: true,
      peaks: null,
      previewUrl: `/api/media/audio/${audioId}/preview?expires=1767225600&signature=abc`,
    };
    const draft: SoundDraft = {
      soundName: 'Acapela noturna',
      description: '',
      sample_url: `/api/media/audio/${audioId}/preview`,
      photo_url: '/api/media/images/9e8d7c6b/capa.webp',
      plan: 'free',
      album: null,
      artist_id: null,
      key: null,
      type: null,
      genres: null,
      rythm: null,
      audioId,
      audioName: 'acapela.wav',
      audioSize: 1_048_576,
      imageId: '9e8d7c6b-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      albumName: '',
      artistName: '',
      genreName: '',
    };
    window.sessionStorage.setItem('uploadSound', JSON.stringify(draft));
    api.on(`GET /api/media/audio/${audioId}`, { body: analysis });
    const { user, location } = await openStep();

    expect(field('Nome do som')).toHaveValue('Acapela noturna');
    expect(await screen.findByText('Música enviada e analisada.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Capa escolhida' })).toHaveAttribute('src', draft.photo_url);

    await user.type(field('Descrição'), 'Voz e reverb, 120 BPM');
    await user.click(nextStep());

    await screen.findByText('Outra página');
    expect(location().pathname).toBe('/sound/add/2');
    expect(JSON.parse(window.sessionStorage.getItem('uploadSound') ?? 'null')).toMatchObject({
      soundName: 'Acapela noturna',
      description: 'Voz e reverb, 120 BPM',
      audioId,
      photo_url: draft.photo_url,
      plan: 'free',
      album: null,
      artist_id: null,
    });
  });

  test("a doubtful tempo is named as step 4 asks it: '64 ou 128 BPM', not one of them", async () => {
    const audioId = '3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f';
    const draft: Partial<SoundDraft> = {
      soundName: 'Loop sem pulso claro',
      description: '',
      plan: 'free',
      audioId,
      audioName: 'loop.wav',
      audioSize: 1_048_576,
    };
    window.sessionStorage.setItem('uploadSound', JSON.stringify(draft));
    api.on(`GET /api/media/audio/${audioId}`, {
      body: { id: audioId, status: 'ready', durationSeconds: 8, bpm: 127.8, bpmConfidence: 0.2, key: 'Am' },
    });
    await openStep();

    expect(await screen.findByText(/· 64 ou 128 BPM · Am$/)).toBeVisible();
    window.sessionStorage.clear();
  });
});
