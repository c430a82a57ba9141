import { screen } from '@testing-library/react';

import type { SoundType } from '../../src/api/soundTypes';
import { MatchesButton } from '../../src/components/Matches/MatchesButton';
import { api } from '../../../test-support/components/api';
import { profile } from './fixtures';
import { field, renderPortal, signedIn } from './render';
import { sound } from './soundFixture';

async function openMatches(type: SoundType) {
  const reference = sound({ type, name: `Um som (${type})` });
  api.on(`GET /api/sounds/${reference.id}/matches`, {
    body: { items: [], reference: { key: reference.key, tempo: reference.tempo, bpm: reference.bpm } },
  });
  const screenUse = await renderPortal(<MatchesButton sound={reference} />, { auth: signedIn(profile()) });
  await screenUse.user.click(screen.getByRole('button', { name: `Combina com este: ${reference.name}` }));
  await screen.findByRole('dialog', { name: 'Combina com este' });
  await screen.findByText('Nenhum som combina com este ainda');
  return screenUse;
}

const askedTypes = () => api.sent().flatMap((request) => request.url.searchParams.getAll('type'));

describe("'Combina com este' opens on the type that complements the sound", () => {
  test.each<[SoundType, SoundType]>([
    ['Acapelas', 'Beats'],
    ['Beats', 'Acapelas'],
    ['Melody', 'Samples'],
    ['Samples', 'Melody'],
  ])('a sound of %s opens on %s', async (type, complement) => {
    await openMatches(type);
    expect(field('Tipo de som')).toHaveValue(complement);
    expect(askedTypes()).toEqual([complement]);
  });

  test('the person still picks any type, the sound’s own included', async () => {
    const { user } = await openMatches('Acapelas');
    await user.selectOptions(field('Tipo de som'), 'Acapelas');
    expect(field('Tipo de som')).toHaveValue('Acapelas');
    await screen.findByText('Nenhum som combina com este ainda');
    expect(askedTypes()).toEqual(['Beats', 'Acapelas']);
  });
});
