/**
 * Stripe's test cards, and the messages its Checkout shows in Brazilian Portuguese. As in
 * Stripe's test mode, only test numbers are accepted: any other valid number is declined.
 */
const APPROVED = new Set([
  '4242424242424242',
  '4000056655665556',
  '4000000760000002',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
]);

const DECLINED: Record<string, { code: string; field: CardField; message: string }> = {
  '4000000000000002': { code: 'generic_decline', field: 'number', message: 'Seu cartão foi recusado.' },
  '4000000000009995': {
    code: 'insufficient_funds',
    field: 'number',
    message: 'Seu cartão não tem saldo suficiente.',
  },
  '4000000000009987': { code: 'lost_card', field: 'number', message: 'Seu cartão foi recusado.' },
  '4000000000000069': { code: 'expired_card', field: 'expiry', message: 'Seu cartão está vencido.' },
  '4000000000000127': {
    code: 'incorrect_cvc',
    field: 'cvc',
    message: 'O código de segurança do seu cartão está incorreto.',
  },
  '4000000000000119': {
    code: 'processing_error',
    field: 'number',
    message: 'Ocorreu um erro ao processar seu cartão. Tente novamente.',
  },
};

export type CardField = 'email' | 'number' | 'expiry' | 'cvc' | 'name';

export type CardForm = { email?: string; number: string; expiry: string; cvc: string; name: string };

export type CardResult =
  | { approved: true; email?: string; name: string }
  | { approved: false; field: CardField; message: string; declineCode?: string };

const digits = (value: string) => value.replace(/[\s-]/g, '');

function luhn(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

/** `MM/AA` or `MM/AAAA`; a card is valid through the last day of its month. */
function expiryProblem(value: string, now: Date): string | undefined {
  const match = value.replace(/\s/g, '').match(/^(\d{1,2})\/(\d{2}|\d{4})$/);
  if (!match) return 'A data de validade do seu cartão está incompleta.';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'A data de validade do seu cartão é inválida.';
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + month - 1 < nowMonths) return 'A data de validade do seu cartão já passou.';
  return undefined;
}

/** Checks the form the way Checkout does, then charges the card the way test mode does. */
export function chargeCard(form: CardForm, askEmail: boolean, now = new Date()): CardResult {
  const email = form.email?.trim() ?? '';
  if (askEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { approved: false, field: 'email', message: 'Informe um e-mail válido.' };
  }
  const number = digits(form.number);
  if (!/^\d{13,19}$/.test(number)) {
    return { approved: false, field: 'number', message: 'O número do seu cartão está incompleto.' };
  }
  if (!luhn(number)) return { approved: false, field: 'number', message: 'O número do seu cartão é inválido.' };
  const expiry = expiryProblem(form.expiry, now);
  if (expiry) return { approved: false, field: 'expiry', message: expiry };
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim())) {
    return { approved: false, field: 'cvc', message: 'O código de segurança do seu cartão está incompleto.' };
  }
  const name = form.name.trim();
  if (!name) return { approved: false, field: 'name', message: 'Informe o nome que está no cartão.' };
  const declined = DECLINED[number];
  if (declined)
    return { approved: false, field: declined.field, message: declined.message, declineCode: declined.code };
  if (!APPROVED.has(number)) {
    return {
      approved: false,
      field: 'number',
      message:
        'Seu cartão foi recusado. Este é um ambiente de testes: use um cartão de teste, como 4242 4242 4242 4242.',
      declineCode: 'test_mode_live_card',
    };
  }
  return { approved: true, ...(askEmail ? { email } : {}), name };
}
