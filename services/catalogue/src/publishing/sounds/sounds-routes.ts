import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/**
 * A controller of routes under /api/sounds, for signed-in users and listed under 'sounds' in the
 * OpenAPI document: one sound, the lists, the facets, corrections and matches each have their own.
 */
export const SoundsRoutes = (): ClassDecorator =>
  applyDecorators(ApiTags('sounds'), ApiBearerAuth(), Controller('sounds'));
