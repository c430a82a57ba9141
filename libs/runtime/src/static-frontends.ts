import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { SIGNED_IN_HINT_COOKIE } from '@sampleteca/contracts';
import { withFirstView, type FirstView } from './first-view';
import { PageMetaSource, renderPageMeta } from './page-meta';

type Frontend = { mount: string; dir: string };

/** Vite names each file under assets/ after its content: a new build is a new name. */
const ASSETS = /\/assets\//;

const isApi = (request: Request) => request.originalUrl === '/api' || /^\/api[/?]/.test(request.originalUrl);

/**
 * Serves the built portal at / and the console at /console. Paths that are not files fall
 * back to the front end's index.html, so client-side routes survive a reload; /api never does.
 * The build's brotli and gzip copies (scripts/compress-static.mjs) go to browsers that accept
 * them; content-hashed assets are cached for a year, anything else is checked on each use.
 */
export function serveFrontends(app: NestExpressApplication, frontends: Frontend[], publicUrl: string): void {
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
    const files = expressStaticGzip(frontend.dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (response: ServerResponse, path: string) => {
          response.setHeader(
            'Cache-Control',
            ASSETS.test(path) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
          );
        },
      },
    });
    // An API request never looks for a file: under load that stat cost a twelfth of the CPU.
    app.use(frontend.mount, (request: Request, response: Response, next: NextFunction) =>
      isApi(request) ? next() : files(request, response, next),
    );
  }
  const described = describedPages(app, logger, publicUrl);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || isApi(request)) return next();
    const frontend = available.find(
      ({ mount }) => mount === '/' || request.path === mount || request.path.startsWith(`${mount}/`),
    );
    if (!frontend) return next();
    response.setHeader('Cache-Control', 'no-cache');
    if (frontend.mount === '/') {
      // A visitor's light page and a signed-in person's app differ by the hint cookie alone.
      response.setHeader('Vary', 'Cookie');
      return void described(request.path, frontend.dir, signedIn(request)).then((page) =>
        page
          ? response.status(page.status).type('html').send(page.html)
          : response.sendFile(join(frontend.dir, 'index.html')),
      );
    }
    response.sendFile(join(frontend.dir, 'index.html'));
  });
}

/**
 * The portal's index.html with a page's link-preview tags, for the paths a service's
 * PageMetaSource describes in this process (none: every page is the plain index.html). A failure
 * to describe one serves the plain page: the app still works, only the preview is generic.
 */
function describedPages(app: NestExpressApplication, logger: Logger, publicUrl: string) {
  let source: PageMetaSource | null | undefined;
  const indexes = new Map<string, Promise<string>>();
  const landings = new Map<string, Promise<{ status: number; html: string } | undefined>>();
  /** The portal's build writes a light landing (portal/firstView): a visitor's '/' is that page, whole. */
  const lightLanding = (dir: string) => {
    if (!landings.has(dir))
      landings.set(
        dir,
        Promise.all([readFile(join(dir, 'index.html'), 'utf8'), readFile(join(dir, 'first-view/landing.json'), 'utf8')])
          .then(([index, view]) => ({ status: 200, html: withFirstView(index, JSON.parse(view) as FirstView) }))
          .catch(() => undefined),
      );
    return landings.get(dir)!;
  };
  return async (
    path: string,
    dir: string,
    signedIn: boolean,
  ): Promise<{ status: number; html: string } | undefined> => {
    if (source === undefined) {
      try {
        source = app.get(PageMetaSource, { strict: false });
      } catch {
        source = null;
      }
    }
    if (path === '/' && !signedIn) return lightLanding(dir);
    if (!source?.matches(path)) return undefined;
    try {
      if (!indexes.has(dir)) indexes.set(dir, readFile(join(dir, 'index.html'), 'utf8'));
      const meta = await source.describe(path);
      // Someone signed in gets the app itself: the light page is a visitor's.
      if (signedIn) delete meta.firstView;
      return { status: meta.status, html: renderPageMeta(await indexes.get(dir)!, meta, publicUrl, path) };
    } catch (error) {
      logger.warn({ err: error, path }, 'página sem prévia de link: a descrição falhou');
      return undefined;
    }
  };
}

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

/** The portal's hint that this browser holds a session (a cookie without any token). */
const signedIn = (request: Request) => SIGNED_IN.test(request.headers.cookie ?? '');
