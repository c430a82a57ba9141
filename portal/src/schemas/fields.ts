import { z } from 'zod/mini';

import { isValidCpf } from '../lib/cpf';
import { maskedLengths } from '../lib/masks';

// Field rules and messages of spec 1 §5, shared by the forms' schemas. zod/mini (the same rules
// as zod, written as checks) keeps the form pages' script small: issue #13 §6.

export const fullNameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'O nome deve conter pelo menos 1 caracter'),
    z.maxLength(255, 'O nome deve conter no máximo 255 caracteres'),
  );

export const emailField = z.pipe(z.string().check(z.trim()), z.email('Informe um e-mail válido'));

export const requiredEmailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'E-mail obrigatório')),
  z.email('Informe um e-mail válido'),
);

export const passwordField = z.string().check(z.minLength(6, 'A senha deve conter pelo menos 6 dígitos'));

export const phoneField = z
  .string()
  .check(z.minLength(1, 'Número obrigatório'), z.minLength(maskedLengths.phone, 'Número inválido'));

/**
 * The spec asks the check-digit test on the profile form; sign-up applies it too because the
 * server refuses such a CPF there, and the person would otherwise learn it one step later.
 */
export const cpfField = z
  .string()
  .check(
    z.minLength(1, 'CPF obrigatório'),
    z.minLength(maskedLengths.cpf, 'CPF inválido'),
    z.refine(isValidCpf, 'CPF inválido'),
  );

export const cepField = z.string().check(z.minLength(maskedLengths.cep, 'CEP inválido'));

export const producerField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'A produtora/selo deve conter pelo menos 1 caracter'),
    z.maxLength(255, 'A produtora/selo deve conter no máximo 255 caracteres'),
  );

export const socialField = z
  .string()
  .check(z.trim(), z.maxLength(500, 'O endereço deve conter no máximo 500 caracteres'));
