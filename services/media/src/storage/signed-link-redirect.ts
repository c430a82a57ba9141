import { HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

/**
 * A 302 to a signed link of storage. The link changes as it ages, so the redirect is never
 * cached and each visit asks again; the file behind it is cacheable.
 */
export function redirectToSignedLink(response: Response, url: string): void {
  response.setHeader('Cache-Control', 'private, no-cache');
  response.redirect(HttpStatus.FOUND, url);
}
