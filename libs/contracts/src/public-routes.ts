// The portal's addresses a person lands on from outside it: shared links, and the pages the
// server's mail, digests, link previews and payment pages send people to. The portal routes
// them and the services write them, so they are spelled here once. This file imports nothing:
// the front ends take it through clients/shared (@sampleteca/clients-shared/routes).

/** Shared links (issue #33 §1, §3): short and stable, by id (an id survives a rename). */
export const soundSharePath = (id: string) => `/s/${id}`;
export const drumKitSharePath = (id: string) => `/k/${id}`;
export const producerSharePath = (id: string) => `/p/${id}`;
export const collectionSharePath = (id: string) => `/c/${id}`;

/** Any shared link: its kind's letter (s, k, p, c) and the id, well formed or not. */
export const SHARED_LINK = /^\/([skpc])\/([^/]+)\/?$/;

/** /login, coming back to `next` (a path of this site) after signing in. */
export const loginPath = (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login');

/** Sign-up, coming back to `next` (a path of this site) once the account is made. */
export const registerPath = (next?: string) =>
  next ? `/onboarding/register?next=${encodeURIComponent(next)}` : '/onboarding/register';

/** Pages the server links to. */
export const PUBLIC_PATHS = {
  dashboard: '/dashboardPage',
  profileNews: '/profile/news',
  profilePlan: '/profile/plan',
  newsUnsubscribe: '/news/unsubscribe',
  termsOfUse: '/termsAndPrivacy/terms',
  privacyPolicy: '/termsAndPrivacy/policy',
  forgotPasswordSendEmail: '/forgotPasswordSendEmail',
} as const;

/**
 * A cookie the portal sets while someone is signed in (no token in it: the session stays in
 * localStorage). The server then sends shared links the app straight away instead of the light
 * page it writes for visitors (issue #46); a stale one only costs that light page.
 */
export const SIGNED_IN_HINT_COOKIE = 'sampleteca_signed_in';
