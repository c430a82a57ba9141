import type { Config } from '@sampleteca/config';

export const OAUTH_PROVIDERS = ['google', 'facebook', 'spotify'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export type OAuthProfile = { subject: string; email: string | null; name: string | null; emailVerified: boolean };

export type OAuthEndpoints = {
  authorizationURL: string;
  tokenURL: string;
  userInfoURL: string;
  clientID: string;
  clientSecret: string;
  scope: string[];
};

/** Each provider's real endpoints; its user-info answer differs, so each maps its own. */
const REAL: Record<OAuthProvider, Omit<OAuthEndpoints, 'clientID' | 'clientSecret'>> = {
  google: {
    authorizationURL: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenURL: 'https://oauth2.googleapis.com/token',
    userInfoURL: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: ['openid', 'email', 'profile'],
  },
  facebook: {
    authorizationURL: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenURL: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoURL: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    scope: ['email', 'public_profile'],
  },
  spotify: {
    authorizationURL: 'https://accounts.spotify.com/authorize',
    tokenURL: 'https://accounts.spotify.com/api/token',
    userInfoURL: 'https://api.spotify.com/v1/me',
    scope: ['user-read-email', 'user-read-private'],
  },
};

const CREDENTIALS: Record<OAuthProvider, [keyof Config, keyof Config]> = {
  google: ['OAUTH_GOOGLE_CLIENT_ID', 'OAUTH_GOOGLE_CLIENT_SECRET'],
  facebook: ['OAUTH_FACEBOOK_CLIENT_ID', 'OAUTH_FACEBOOK_CLIENT_SECRET'],
  spotify: ['OAUTH_SPOTIFY_CLIENT_ID', 'OAUTH_SPOTIFY_CLIENT_SECRET'],
};

/**
 * A provider with credentials talks to the real service; without them, and with the
 * stand-in on, it talks to the local OIDC test server (whose sign-in page is ours).
 */
export function providerEndpoints(
  config: Config,
  provider: OAuthProvider,
  standIn: { issuerUrl: string } | undefined,
): OAuthEndpoints | undefined {
  const [idKey, secretKey] = CREDENTIALS[provider];
  const clientID = String(config[idKey] ?? '');
  if (clientID) return { ...REAL[provider], clientID, clientSecret: String(config[secretKey] ?? '') };
  if (!standIn) return undefined;
  return {
    authorizationURL: new URL(`/api/auth/oauth-standin/${provider}/authorize`, config.PUBLIC_URL).toString(),
    tokenURL: `${standIn.issuerUrl}/token`,
    userInfoURL: `${standIn.issuerUrl}/userinfo`,
    clientID: `sampleteca-${provider}`,
    clientSecret: 'stand-in',
    scope: ['openid', 'email', 'profile'],
  };
}

/** OIDC (google, stand-in) answers sub/email/name; facebook id/name/email; spotify id/display_name/email. */
export function mapUserInfo(info: Record<string, unknown>): OAuthProfile {
  const subject = String(info.sub ?? info.id ?? '');
  const email = typeof info.email === 'string' ? info.email.toLowerCase() : null;
  const name = (info.name ?? info.display_name ?? null) as string | null;
  // Only an explicit assertion counts: Spotify never sends one and documents its addresses as
  // unverified, so a missing claim must not let an identity take over an account by its e-mail.
  const emailVerified = Boolean(email) && info.email_verified === true;
  return { subject, email, name, emailVerified };
}
