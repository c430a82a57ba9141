import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '@sampleteca/config';

type Directives = Record<string, string[]>;

/** Each surface the process answers gets its own Content-Security-Policy. */
export type Surface = 'api' | 'docs' | 'oauthStandIn' | 'portal' | 'console';

const NONE = ["'none'"];
const SELF = ["'self'"];
// Chakra and MUI (emotion) write <style> elements at run time, and React renders style attributes.
const INLINE_STYLES = ["'self'", "'unsafe-inline'"];

/** Which surface a request path belongs to. Express routes ignore case, so this does too. */
function surfaceOf(path: string): Surface {
  const lower = path.toLowerCase();
  const under = (prefix: string) => lower === prefix || lower.startsWith(`${prefix}/`);
  if (under('/api/docs')) return 'docs';
  if (under('/api/auth/oauth-standin')) return 'oauthStandIn';
  if (under('/api')) return 'api';
  if (under('/console')) return 'console';
  return 'portal';
}

/** The CSP of each surface; `securityHeaders` sends them, tests read them. */
export function contentSecurityPolicies(config: Config): Record<Surface, Directives> {
  const storage = mediaStorageOrigins(config);
  const overTls = isHttps(config);
  const frontend: Directives = {
    'default-src': SELF,
    // report-sample: a violation event names the start of the code refused (runs nothing more).
    'script-src': [...SELF, "'report-sample'"],
    'style-src': INLINE_STYLES,
    // data: the authenticator's QR code is an SVG data URL.
    'img-src': [...SELF, 'data:', ...storage],
    // Previews redirect to the storage.
    'media-src': [...SELF, ...storage],
    'connect-src': [...SELF, ...storage],
    'frame-src': NONE,
    'object-src': NONE,
    'base-uri': SELF,
    'form-action': SELF,
    'frame-ancestors': NONE,
    ...(overTls ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return {
    // JSON, redirects and files: nothing to run. `sandbox` keeps an uploaded SVG or HTML inert
    // even when opened directly.
    api: {
      'default-src': NONE,
      'base-uri': NONE,
      'form-action': NONE,
      'frame-ancestors': NONE,
      sandbox: [],
    },
    // Swagger UI: its own scripts and stylesheet, an inline <style> block, data: icons, and
    // "Try it out" calling this API.
    docs: {
      'default-src': NONE,
      'script-src': [...SELF, "'report-sample'"],
      'style-src': INLINE_STYLES,
      'img-src': [...SELF, 'data:'],
      'connect-src': SELF,
      'object-src': NONE,
      'base-uri': NONE,
      'form-action': NONE,
      'frame-ancestors': NONE,
    },
    // The development OAuth stand-in's page: inline styles, no script, and a form sent to the
    // local OIDC issuer (oauth2-mock-server names itself http://localhost:<port>), which
    // redirects back to PUBLIC_URL; form-action applies to the whole redirect chain.
    oauthStandIn: {
      'default-src': NONE,
      'style-src': ["'unsafe-inline'"],
      'form-action': [...SELF, 'http://localhost:*', new URL(config.PUBLIC_URL).origin],
      'base-uri': NONE,
      'frame-ancestors': NONE,
    },
    portal: {
      ...frontend,
      // The session tempo/key player (Signalsmith Stretch) compiles its WebAssembly in an audio
      // worklet loaded from our own assets: compiling is all this allows, no eval of scripts.
      'script-src': [...SELF, "'wasm-unsafe-eval'", "'report-sample'"],
      // wavesurfer plays a blob: when it had to fetch the audio itself (a sound without peaks).
      'media-src': [...frontend['media-src'], 'blob:'],
      // The contract's signing page, in a frame (ContractPanel).
      'frame-src': signingPageOrigins(config),
    },
    console: frontend,
  };
}

/**
 * Security headers for every response: a CSP per surface, no framing by anyone, nosniff, no
 * Referer, HSTS when PUBLIC_URL is https (TLS ends at the ingress; the browser only keeps HSTS
 * it received over https anyway).
 */
export function securityHeaders(config: Config): RequestHandler {
  const policies = contentSecurityPolicies(config);
  const handlers = new Map(
    (Object.keys(policies) as Surface[]).map((surface) => [
      surface,
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: policies[surface] },
        crossOriginOpenerPolicy: { policy: 'same-origin' },
        // Cross-site pages may not embed our files; a front end on a sibling origin
        // (CORS_ORIGINS) of the same site still can.
        crossOriginResourcePolicy: { policy: 'same-site' },
        // Nothing here reads Referer, and portal addresses can carry one-time tokens
        // (/forgotPassword?token=…): send none, not even to our own server's logs.
        referrerPolicy: { policy: 'no-referrer' },
        // This host only: what else runs under its subdomains is the operator's to decide.
        strictTransportSecurity: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: false } : false,
        xFrameOptions: { action: 'deny' },
      }),
    ]),
  );
  return (request, response, next) => handlers.get(surfaceOf(request.path))!(request, response, next);
}

const isHttps = (config: Config) => new URL(config.PUBLIC_URL).protocol === 'https:';

/** Where browsers fetch media from when it lives in S3: the presigned URLs' origin. */
function mediaStorageOrigins(config: Config): string[] {
  if (config.MEDIA_STORAGE_DRIVER !== 's3') return [];
  const endpoint = config.S3_PUBLIC_ENDPOINT || config.S3_ENDPOINT;
  if (!endpoint) {
    // AWS itself: virtual-hosted addresses, or path-style ones for bucket names it cannot host.
    const regional = `s3.${config.S3_REGION}.amazonaws.com`;
    return [`https://${config.S3_BUCKET}.${regional}`, `https://${regional}`];
  }
  const url = new URL(endpoint);
  return [config.S3_FORCE_PATH_STYLE ? url.origin : `${url.protocol}//${config.S3_BUCKET}.${url.host}`];
}

/**
 * Where the contract's signing page comes from. ZapSign serves it on its app host
 * (api.zapsign.com.br → app.zapsign.com.br, sandbox likewise); another ZAPSIGN_API_URL is taken
 * to serve its pages itself. Without a token outside production the local stand-in signs, on a
 * loopback port chosen at start (services/distribution ESignatureClient).
 */
function signingPageOrigins(config: Config): string[] {
  const api = new URL(config.ZAPSIGN_API_URL);
  api.hostname = api.hostname.replace(/(^|\.)api\.zapsign\.com\.br$/, '$1app.zapsign.com.br');
  const usesStandIn = !config.isProduction && !config.ZAPSIGN_API_TOKEN;
  return [api.origin, ...(usesStandIn ? ['http://127.0.0.1:*'] : [])];
}
