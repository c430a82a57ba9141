import { SetMetadata } from '@nestjs/common';

export type Role = 'admin' | 'user';
export const ROLES = 'sampleteca:roles';

/** Restricts a route to users whose access token carries one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
