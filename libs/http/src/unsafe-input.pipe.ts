import { HttpStatus, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { AppException, CommonErrorCode } from './app-exception';

/** Deeper than any body or query the API takes; recursion over deeper input could blow the stack. */
const MAX_DEPTH = 16;

/**
 * Runs before validation on every body, query and route parameter: a NUL byte (PostgreSQL
 * refuses it in text, which would answer 500) or input nested deeper than MAX_DEPTH gets a 400.
 */
export class UnsafeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    inspect(value, 0);
    return value;
  }
}

function inspect(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw invalid('A requisição contém um caractere nulo, que não é aceito.');
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) throw invalid('A requisição tem dados aninhados demais.');
  for (const [key, child] of Object.entries(value)) {
    inspect(key, depth + 1);
    inspect(child, depth + 1);
  }
}

const invalid = (message: string) =>
  new AppException(CommonErrorCode.ValidationFailed, message, HttpStatus.BAD_REQUEST);
