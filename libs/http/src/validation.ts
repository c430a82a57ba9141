import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import {
  ValidationTypes,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { COMMON_MESSAGES, CommonErrorCode } from './app-exception';

export type FieldError = { field: string; messages: string[] };

/** DTOs give their messages in Portuguese; an unknown field's comes from class-validator. */
function messagesOf(field: string, constraints: Record<string, string>): string[] {
  return Object.entries(constraints).map(([constraint, message]) =>
    constraint === ValidationTypes.WHITELIST ? `O campo ${field} não é permitido.` : message,
  );
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: messagesOf(field, error.constraints) }] : [];
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

/** The validation pipe's answer for one field checked outside a DTO (a route parameter's own pipe, a decoded query). */
export function invalidField(field: string, message: string): BadRequestException {
  return new BadRequestException({
    message: COMMON_MESSAGES[CommonErrorCode.ValidationFailed],
    details: { fields: [{ field, messages: [message] }] },
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
