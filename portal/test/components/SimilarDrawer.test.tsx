import { screen, within } from '@testing-library/react';

import { SimilarButton } from '../../src/components/Similar/SimilarButton';
import { api } from '../../../test-support/components/api';
import { profile } from './fixtures';
import { field, renderPortal, signedIn } from './render';
import { sound } from './soundFixture';

// What a listed card asks for besides the list.
beforeEach(() => {
  api.on('GET /api/library/tuning', { body: { tempo: null, key: null } });
  api.on('GET /api/following/ids', { body: { ids: [] } });
});

const reference = sound({ type: 'Beats', name: 'Batida em Lá' });
const route = `GET /api/sounds/${reference.id}/similar` as const;

async function openSimilar() {
  const screenUse = await renderPortal(<SimilarButton sound={reference} />, { auth: signedIn(profile()) });
  await screenUse.user.click(screen.getByRole('button', { name: `Sons parecidos: ${reference.name}` }));
  return { ...screenUse, drawer: await screen.findByRole('dialog', { name: 'Sons parecidos' }) };
}

test("'Sons parecidos' opens on the sound's own type, says what it compares, and lists the nearest", async () => {
  api.on(route, (request) => ({
    body: {
      items: request.url.searchParams.get('type') === 'Beats' ? [sound({ id: 'b1', name: 'Outra Batida' })] : [],
      reference: { loop: true, described: true },
    },
  }));
  const { user, drawer } = await openSimilar();
  expect(field('Tipo de som')).toHaveValue('Beats');
  await within(drawer).findByRole('article', { name: 'Outra Batida' });
  expect(within(drawer).getByText('Comparando loops com loops.')).toBeInTheDocument();
  // The listed cards open no drawer of their own.
  expect(within(drawer).queryByRole('button', { name: /^Sons parecidos:/ })).toBeNull();

  await user.selectOptions(field('Tipo de som'), 'Acapelas');
  await within(drawer).findByText('Nenhum som parecido com este ainda');
  expect(api.sent(route).map((request) => request.url.searchParams.get('type'))).toEqual(['Beats', 'Acapelas']);
});

test('a sound not analysed yet says so', async () => {
  api.on(route, { body: { items: [], reference: { loop: false, described: false } } });
  const { drawer } = await openSimilar();
  await within(drawer).findByText('Ainda estamos analisando como este som soa.');
  expect(within(drawer).getByText('Tente de novo em alguns minutos.')).toBeInTheDocument();
  expect(within(drawer).queryByText(/^Comparando/)).toBeNull();
});
