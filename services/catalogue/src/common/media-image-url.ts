import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';

/**
 * Media's own address of an image, as POST /media/images answers it: a path on this platform,
 * never a host. Any other link would be fetched by every viewer's browser (a tracker, a
 * third-party host), so a cover or a picture must be one of these. Group 1 is the image's id.
 */
export const MEDIA_IMAGE_URL =
  /^\/api\/media\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?size=\d{1,4})?$/i;

export const INVALID_IMAGE = 'Imagem inválida.';

/** The media image id an address names (validated by MEDIA_IMAGE_URL before it gets here). */
export const mediaImageIdOf = (imageUrl: string): string | undefined => MEDIA_IMAGE_URL.exec(imageUrl)?.[1];

const imageUrlRules = (message: string) => [IsString({ message }), Matches(MEDIA_IMAGE_URL, { message })];

/** An optional image address: media's own (`/api/media/images/<id>`), else 'Imagem inválida.'. */
export const OptionalImageUrl = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, description, pattern: MEDIA_IMAGE_URL.source }),
    IsOptional(),
    ...imageUrlRules(INVALID_IMAGE),
  );

/** A required image address, media's own (`/api/media/images/<id>`); else `message`. */
export const RequiredImageUrl = (description: string, message: string) =>
  applyDecorators(ApiProperty({ description, pattern: MEDIA_IMAGE_URL.source }), ...imageUrlRules(message));
