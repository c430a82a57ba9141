import { screen, waitFor, within } from '@testing-library/react';

import { ProfileUpdatePage } from '../../src/routes/ProfileUpdatePage';
import { api, apiError } from '../../../test-support/components/api';
import { profile } from './fixtures';
import { field, renderPortal, signedIn, toasts } from './render';

const openProfile = (saved = profile()) =>
  renderPortal(<ProfileUpdatePage />, { path: '/profile/update', auth: signedIn(saved) });
const save = () => screen.getByRole('button', { name: 'Salvar alterações' });

describe('profile form (/profile/update)', () => {
  test("every field is named by its label and starts with the account's data", async () => {
    await openProfile();

    const form = screen.getByRole('form', { name: 'Atualizar perfil' });
    expect(within(form).getAllByRole('textbox')).toHaveLength(10);
    expect(field('Nome completo')).toHaveValue('Ana Produtora');
    expect(field('E-mail')).toHaveValue('ana@example.com');
    expect(field('Telefone')).toHaveValue('(11) 91234-5678');
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field('CEP')).toHaveValue('01310-100');
    expect(field('Produtora/selo')).toHaveValue('Selo Ana');
    expect(field('Instagram')).toHaveValue('https://instagram.com/anaprodutora');
    for (const label of ['Facebook', 'YouTube', 'TikTok']) expect(field(label)).toHaveValue('');
    expect(field('Foto de perfil')).toHaveAttribute('type', 'file');
  });

  test("an emptied name, e-mail and producer and a CPF with wrong digits show the spec's messages, and nothing is sent", async () => {
    const { user, auth } = await openProfile();

    await user.clear(field('Nome completo'));
    await user.clear(field('E-mail'));
    await user.clear(field('Produtora/selo'));
    await user.clear(field('CPF'));
    await user.type(field('CPF'), '11111111111');
    await user.click(save());

    expect(await screen.findByText('O nome deve conter pelo menos 1 caracter')).toBeVisible();
    expect(field('E-mail')).toHaveAccessibleDescription('E-mail obrigatório');
    expect(field('Produtora/selo')).toHaveAccessibleDescription('A produtora/selo deve conter pelo menos 1 caracter');
    expect(field('CPF')).toHaveAccessibleDescription('CPF inválido');
    expect(api.sent()).toEqual([]);
    expect(auth.setProfile).not.toHaveBeenCalled();
  });

  test('a valid save sends the changes, keeps the answer and goes back to the profile', async () => {
    const saved = profile({ producer: 'Selo Ana Beats', youtubeUrl: 'https://youtube.com/@ana' });
    api.on('PATCH /api/users/me', { body: saved });
    const { user, auth, location } = await openProfile();

    await user.clear(field('Produtora/selo'));
    await user.type(field('Produtora/selo'), 'Selo Ana Beats');
    await user.type(field('YouTube'), ' https://youtube.com/@ana ');
    await user.clear(field('Instagram'));
    await user.click(save());

    expect(await toasts().findByText('Suas informações foram atualizadas.')).toBeVisible();
    expect(api.sent('PATCH /api/users/me')[0].body).toEqual({
      fullName: 'Ana Produtora',
      email: 'ana@example.com',
      phone: '(11) 91234-5678',
      cpf: '529.982.247-25',
      cep: '01310-100',
      producer: 'Selo Ana Beats',
      facebookUrl: null,
      instagramUrl: null,
      youtubeUrl: 'https://youtube.com/@ana',
      tiktokUrl: null,
      avatarUrl: null,
    });
    expect(auth.setProfile).toHaveBeenCalledWith(saved);
    // The notice and the navigation are two renders: on a busy machine the notice shows first.
    await waitFor(() => expect(location().pathname).toBe('/profile/me'));
  });

  test("a CPF another account holds (409) is marked on the CPF field with the server's message", async () => {
    api.on('PATCH /api/users/me', apiError(409, 'CPF_IN_USE', 'CPF já cadastrado na base de dados.'));
    const { user, auth, location } = await openProfile();

    await user.click(save());

    await waitFor(() => expect(field('CPF')).toHaveAccessibleDescription('CPF já cadastrado na base de dados.'));
    expect(toasts().getByText('CPF já cadastrado na base de dados.')).toBeVisible();
    expect(auth.setProfile).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/profile/update');
  });

  test("an outside provider's e-mail is read-only and says why", async () => {
    await openProfile(profile({ provider: 'google' }));

    expect(field('E-mail')).toHaveAttribute('readonly');
    expect(field('E-mail')).toHaveAccessibleDescription(
      'O e-mail vem da sua conta externa e não pode ser alterado aqui.',
    );
  });
});
