import { rateLimitedMessage, waitInWords } from '@sampleteca/http';

describe('a rate limit says how long to wait in words a person reads', () => {
  test.each([
    [1, '1 segundo'],
    [42, '42 segundos'],
    [59.2, 'cerca de 1 minuto'],
    [60, 'cerca de 1 minuto'],
    [61, 'cerca de 2 minutos'],
    [900, 'cerca de 15 minutos'],
    [3447, 'cerca de 58 minutos'],
    [3600, 'cerca de 1 hora'],
    [3601, 'cerca de 1 hora'],
    [5400, 'cerca de 2 horas'],
    [86_400, 'cerca de 24 horas'],
  ])('%d s → %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  test('the spec message carries it', () => {
    expect(rateLimitedMessage(3447)).toBe('Por questões de segurança, tente novamente em cerca de 58 minutos');
  });
});
