import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'sampleteca:isPublic';

/** Marks a route (or controller) that answers without a signed-in user. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
