import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;
/** Far past the last page of any list; a bigger number (say 1e21) would overflow OFFSET. */
export const MAX_PAGE = 1_000_000;

/** `?page=&pageSize=` on every list (DESIGN §8). */
export class PageQuery {
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'A página deve ser um número inteiro.' })
  @Min(1, { message: 'A página começa em 1.' })
  @Max(MAX_PAGE, { message: 'A página vai até 1.000.000.' })
  page: number = 1;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'O tamanho da página deve ser um número inteiro.' })
  @Min(1, { message: 'O tamanho da página deve ser ao menos 1.' })
  @Max(MAX_PAGE_SIZE, { message: `O tamanho da página vai até ${MAX_PAGE_SIZE}.` })
  pageSize: number = 20;
}

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export function toSkipTake(query: PageQuery): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.pageSize, take: query.pageSize };
}

export function pageOf<T>(items: T[], total: number, query: PageQuery): Page<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}
