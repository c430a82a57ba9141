import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { parseSimpleRestQuery, setContentRange, type SimpleRestQuery } from './simple-rest';

/**
 * The OpenAPI of a react-admin list route (ra-data-simple-rest): its optional query parameters,
 * each with an example, and the rows it answers.
 */
export const ApiSimpleRestList = (
  type: Type<unknown>,
  examples: Partial<Record<'filter' | 'sort' | 'range', string>>,
): MethodDecorator =>
  applyDecorators(
    // Applied last to first, as a stack of @ApiQuery in this order is: the document lists the same.
    ...Object.entries(examples)
      .reverse()
      .map(([name, example]) => ApiQuery({ name, required: false, example })),
    ApiOkResponse({ type: [type] }),
  );

/**
 * A react-admin list route's answer: the query read (parseSimpleRestQuery), the page `read`
 * gives for it, and the Content-Range that tells react-admin the total.
 */
export async function simpleRestList<T>(
  request: { query: Record<string, unknown>; response: Response; resource: string; sortable?: string[] },
  read: (parsed: SimpleRestQuery) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const parsed = parseSimpleRestQuery(request.query, { sortable: request.sortable ?? [] });
  const { items, total } = await read(parsed);
  setContentRange(request.response, request.resource, parsed, items.length, total);
  return items;
}

/** The page a range asks of a list held whole in memory (queues, dead letters). */
export const rangeOf = <T>(all: T[], parsed: SimpleRestQuery): { items: T[]; total: number } => ({
  items: all.slice(parsed.skip, parsed.skip + parsed.take),
  total: all.length,
});

/** A filter's text as a search takes it: trimmed, at most 100 characters; none when blank. */
export const filterText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined;

/** A filter's value when it is one of `choices`. */
export const filterChoice = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  choices.includes(value as T) ? (value as T) : undefined;
