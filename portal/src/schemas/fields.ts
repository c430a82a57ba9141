import { z } from 'zod';

import { isValidCpf } from '../lib/cpf';
import { maskedLengths } from '../lib/masks';

// Field rules and messages of spec 1 §5, shared by the forms' schemas.

export const fullNameField = z
  .string()
  .trim()
  .min(1, 'O nome deve conter pelo menos 1 caracter')
  .max(255, 'O nome deve conter no máximo 255 caracteres');

export const emailField = z.string().trim().pipe(z.email('Informe um e-mail válido'));

export const requiredEmailField = z
  .string()
  .trim()
  .min(1, 'E-mail obrigatório')
  .pipe(z.email('Informe um e-mail válido'));

export const passwordField = z.string().min(6, 'A senha deve conter pelo menos 6 dígitos');

export const phoneField = z.string().min(1, 'Número obrigatório').min(maskedLengths.phone, 'Número inválido');

/**
 * The spec asks the check-digit test on the profile form; sign-up applies it too because the
 * server refuses such a CPF there, and the person would otherwise learn it one step later.
 */
export const cpfField = z
  .string()
  .min(1, 'CPF obrigatório')
  .min(maskedLengths.cpf, 'CPF inválido')
  .refine(isValidCpf, 'CPF inválido');

export const cepField = z.string().min(maskedLengths.cep, 'CEP inválido');

export const producerField = z
  .string()
  .trim()
  .min(1, 'A produtora/selo deve conter pelo menos 1 caracter')
  .max(255, 'A produtora/selo deve conter no máximo 255 caracteres');

export const socialField = z.string().trim().max(500, 'O endereço deve conter no máximo 500 caracteres');
