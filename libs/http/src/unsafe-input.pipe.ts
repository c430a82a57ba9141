import { HttpStatus, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { AppException, CommonErrorCode, UNSAFE_INPUT_MESSAGES } from './app-exception';

/** Deeper than any body or query the API takes; recursion over deeper input could blow the stack. */
const MAX_DEPTH = 16;

/**
 * A UTF-16 surrogate not paired with its other half (with the `u` flag a well-formed pair is one
 * code point, so only a lone half matches): not text, and PostgreSQL's jsonb refuses it (500)
 * while its text columns would silently keep U+FFFD instead.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Runs before validation on every body, query and route parameter (multipart text fields and
 * react-admin's `filter` JSON call assertSafeInput once decoded): see assertSafeInput.
 */
export class UnsafeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    assertSafeInput(value);
    return value;
  }
}

/** Why `text` cannot be stored (a Portuguese message), or undefined when it can. */
export function unsafeTextMessage(text: string): string | undefined {
  if (text.includes('\u0000')) return UNSAFE_INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return UNSAFE_INPUT_MESSAGES.illFormed;
  return undefined;
}

/**
 * A NUL byte or a lone surrogate in any string (keys included), or input nested deeper than
 * MAX_DEPTH, is a 400 in Portuguese before anything runs: otherwise PostgreSQL refuses it (500).
 */
export function assertSafeInput(value: unknown): void {
  inspect(value, 0);
}

function inspect(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    const message = unsafeTextMessage(value);
    if (message) throw unsafeInput(message);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) throw unsafeInput(UNSAFE_INPUT_MESSAGES.tooDeep);
  for (const [key, child] of Object.entries(value)) {
    inspect(key, depth + 1);
    inspect(child, depth + 1);
  }
}

/** The refusal the guard answers with (also for a multipart text field, by the media receiver). */
export const unsafeInput = (message: string) =>
  new AppException(CommonErrorCode.ValidationFailed, message, HttpStatus.BAD_REQUEST);
