import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';

/**
 * An optional image address as media hands them out (`/api/media/images/<id>`, a path without
 * host): refused when it is not one, with the spec's 'Imagem inválida.'.
 */
export const OptionalImageUrl = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, description }),
    IsOptional(),
    IsString(),
    MaxLength(2048),
    IsUrl({ require_tld: false, require_host: false, require_protocol: false }, { message: 'Imagem inválida.' }),
  );
