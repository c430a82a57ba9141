import { registerDecorator, type ValidationOptions } from 'class-validator';

export const CPF_MASK = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
export const PHONE_MASK = /^\(\d{2}\) \d{5}-\d{4}$/;
export const CEP_MASK = /^\d{5}-\d{3}$/;

/** Brazilian CPF check digits; eleven equal digits pass the arithmetic but are not valid. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    const sum = [...digits.slice(0, length)].reduce(
      (total, digit, index) => total + Number(digit) * (length + 1 - index),
      0,
    );
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

export function IsCpf(options: ValidationOptions = {}): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCpf',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'CPF inválido', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidCpf(value) },
    });
}
