import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { COMMON_MESSAGES, CommonErrorCode } from './app-exception';

export type FieldError = { field: string; messages: string[] };

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Rejects bad input at the edge: unknown fields are refused, types converted, and each field
 * lists its messages (DTOs give them in Portuguese) so the page can mark that field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new BadRequestException({
        message: COMMON_MESSAGES[CommonErrorCode.ValidationFailed],
        details: { fields: flatten(errors) },
      }),
  });
}

/** `@Validate(NotWith, ['other'], { message })`: this field and `other` cannot both be given. */
@ValidatorConstraint({ name: 'notWith' })
export class NotWith implements ValidatorConstraintInterface {
  validate(value: unknown, { object, constraints }: ValidationArguments): boolean {
    const [other] = constraints as [string];
    return value === undefined || (object as Record<string, unknown>)[other] === undefined;
  }
}
