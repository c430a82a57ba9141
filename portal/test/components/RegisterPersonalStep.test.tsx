import { screen, within } from '@testing-library/react';

import { RegisterStepPage } from '../../src/routes/RegisterStepPage';
import { api } from '../../../test-support/components/api';
import { anaRegistration } from './fixtures';
import { field, renderPortal } from './render';

const openStep = () => renderPortal(<RegisterStepPage />, { path: '/register/step/1', route: '/register/step/:step' });
const stepForm = () => screen.getByRole('form', { name: 'Preencha suas informações pessoais' });
const terms = () => screen.getByRole('checkbox', { name: /Li e aceito os termos de uso e a política de privacidade/ });
const next = () => screen.getByRole('button', { name: 'Próximo' });

describe('registration, step 1: personal information (/register/step/1)', () => {
  test('every field is named by its label', async () => {
    await openStep();

    for (const label of ['Nome completo', 'E-mail', 'Telefone', 'CPF', 'CEP', 'Produtora/selo']) {
      expect(within(stepForm()).getAllByRole('textbox')).toContain(field(label));
    }
    expect(field('Senha')).toHaveAttribute('type', 'password');
    expect(field('Senha')).toHaveAccessibleDescription('Pelo menos 6 caracteres.');
    expect(terms()).not.toBeChecked();
  });

  test('the next button waits for the terms to be accepted', async () => {
    const { user } = await openStep();

    expect(next()).toBeDisabled();
    expect(screen.getByText('Aceite os termos para continuar.')).toBeVisible();

    await user.click(terms());

    expect(next()).toBeEnabled();
    expect(screen.getByText('Tudo certo? Vamos para as redes sociais.')).toBeVisible();
  });

  test("the required fields say what is missing in the spec's words, and the step stays", async () => {
    const { user, location } = await openStep();

    await user.click(terms());
    await user.click(next());

    expect(await screen.findByText('O nome deve conter pelo menos 1 caracter')).toBeVisible();
    expect(field('Nome completo')).toHaveAccessibleDescription('O nome deve conter pelo menos 1 caracter');
    expect(field('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido');
    expect(field('Senha')).toHaveAccessibleDescription('A senha deve conter pelo menos 6 dígitos');
    expect(field('Telefone')).toHaveAccessibleDescription('Número obrigatório');
    expect(field('CPF')).toHaveAccessibleDescription('CPF obrigatório');
    expect(field('CEP')).toHaveAccessibleDescription('CEP inválido');
    expect(field('Produtora/selo')).toHaveAccessibleDescription('A produtora/selo deve conter pelo menos 1 caracter');
    expect(location().pathname).toBe('/register/step/1');
    expect(window.sessionStorage.getItem('registerUser')).toBeNull();
    expect(api.sent()).toEqual([]);
  });

  test('phone, CPF and CEP take the masks (99) 99999-9999, 999.999.999-99 and 99999-999', async () => {
    const { user } = await openStep();

    await user.type(field('Telefone'), '11912345678');
    await user.type(field('CPF'), '52998224725');
    await user.type(field('CEP'), '01310100');

    expect(field('Telefone')).toHaveValue('(11) 91234-5678');
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field('CEP')).toHaveValue('01310-100');
  });

  test('a CPF with wrong check digits and a half-typed phone are refused', async () => {
    const { user } = await openStep();

    await user.type(field('Telefone'), '1191234');
    await user.type(field('CPF'), '11111111111');
    await user.click(terms());
    await user.click(next());

    expect(await screen.findByText('CPF inválido')).toBeVisible();
    expect(field('CPF')).toHaveAccessibleDescription('CPF inválido');
    expect(field('Telefone')).toHaveAccessibleDescription('Número inválido');
  });

  test('a complete step is kept in the session draft and leads to step 2, with nothing sent yet', async () => {
    const { user, location } = await openStep();

    await user.type(field('Nome completo'), '  Ana Produtora ');
    await user.type(field('E-mail'), 'ana@example.com');
    await user.type(field('Senha'), 'segredo1');
    await user.type(field('Telefone'), '11912345678');
    await user.type(field('CPF'), '52998224725');
    await user.type(field('CEP'), '01310100');
    await user.type(field('Produtora/selo'), 'Selo Ana');
    await user.click(terms());
    await user.click(next());

    expect(await screen.findByRole('form', { name: 'Informações do seu perfil social' })).toBeVisible();
    expect(location().pathname).toBe('/register/step/2');
    expect(JSON.parse(window.sessionStorage.getItem('registerUser') ?? 'null')).toEqual(anaRegistration);
    expect(api.sent()).toEqual([]);
  });
});
