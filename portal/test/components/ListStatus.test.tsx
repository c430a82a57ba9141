import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';

import { ListStatus } from '../../src/components/Catalogue/ListStatus';
import { renderPortal } from './render';

// Issue #29 §3: a list whose refresh failed keeps what it had, but says it could not update.
let answers: Array<() => Promise<{ total: number }>> = [];

function List() {
  const query = useQuery({ queryKey: ['list'], queryFn: () => answers.shift()!() });
  return (
    <>
      <ListStatus query={query} loadingText="Carregando músicas..." errorText="Problema ao tentar listar músicas!" />
      {query.data && <p>{query.data.total} sons encontrados</p>}
    </>
  );
}

test('a refresh that never arrived says the list could not update, and tries again on request', async () => {
  answers = [
    async () => ({ total: 69 }),
    () => Promise.reject(new TypeError('Failed to fetch')),
    async () => ({ total: 70 }),
  ];
  const { user, queryClient } = await renderPortal(<List />);
  await screen.findByText('69 sons encontrados');

  await act(() => queryClient.refetchQueries({ queryKey: ['list'] }));
  await screen.findByText('Não foi possível atualizar esta lista.');
  expect(
    screen.getByText('Sem conexão com a internet: a lista não pôde ser atualizada. Abaixo, o que foi carregado antes.'),
  ).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  await screen.findByText('70 sons encontrados');
  await waitFor(() => expect(screen.queryByText('Não foi possível atualizar esta lista.')).toBeNull());
});
