import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

type Frontend = { mount: string; dir: string };

/**
 * Serves the built portal at / and the console at /console. Paths that are not files fall
 * back to the front end's index.html, so client-side routes survive a reload; /api never does.
 */
export function serveFrontends(app: NestExpressApplication, frontends: Frontend[]): void {
  const logger = new Logger('Frontends');
  const available = frontends
    .map((frontend) => ({ ...frontend, dir: resolve(frontend.dir) }))
    .filter((frontend) => {
      const built = existsSync(join(frontend.dir, 'index.html'));
      if (!built) logger.warn(`${frontend.dir} não tem build (rode npm run build): ${frontend.mount} não será servido`);
      return built;
    })
    // Longest mount first, so /console is tried before /.
    .sort((a, b) => b.mount.length - a.mount.length);

  for (const frontend of available) {
    app.use(frontend.mount, express.static(frontend.dir, { index: false, maxAge: '1h', immutable: false }));
  }
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || request.path === '/api' || request.path.startsWith('/api/'))
      return next();
    const frontend = available.find(
      ({ mount }) => mount === '/' || request.path === mount || request.path.startsWith(`${mount}/`),
    );
    if (!frontend) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(join(frontend.dir, 'index.html'));
  });
}
