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

/** Pages the server links to. */
export const PUBLIC_PATHS = {
  dashboard: '/dashboardPage',
  profileNews: '/profile/news',
  profilePlan: '/profile/plan',
  newsUnsubscribe: '/news/unsubscribe',
  termsOfUse: '/termsAndPrivacy/terms',
  forgotPasswordSendEmail: '/forgotPasswordSendEmail',
} as const;
