import { HttpStatus } from '@nestjs/common';
import { AppException, errorCatalogue } from '@sampleteca/http';

enum ShopErrorCode {
  SoldOut = 'SOLD_OUT',
  TooMany = 'TOO_MANY',
}

const shopError = errorCatalogue<ShopErrorCode>({
  [ShopErrorCode.SoldOut]: { status: HttpStatus.CONFLICT, message: 'Esgotado.' },
  [ShopErrorCode.TooMany]: { status: HttpStatus.TOO_MANY_REQUESTS, message: 'Tente mais tarde.' },
});

test('a code raises its own status and Portuguese message', () => {
  const error = shopError(ShopErrorCode.SoldOut);
  expect(error).toBeInstanceOf(AppException);
  expect(error).toMatchObject({ code: 'SOLD_OUT', status: 409, message: 'Esgotado.', details: undefined });
});

test('details travel with the error, and a message may name a value', () => {
  const error = shopError(ShopErrorCode.TooMany, { message: 'Tente em 5 s.', details: { retryAfterSeconds: 5 } });
  expect(error).toMatchObject({ code: 'TOO_MANY', status: 429, message: 'Tente em 5 s.' });
  expect(error.details).toEqual({ retryAfterSeconds: 5 });
});

test('describe names the code and its default message for OpenAPI', () => {
  expect(shopError.describe(ShopErrorCode.SoldOut)).toBe('SOLD_OUT: Esgotado.');
});
