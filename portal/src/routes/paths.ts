import { PUBLIC_PATHS } from '@sampleteca/clients-shared/routes';

// Route addresses as the specs write them (accounts and catalogue documents, section 2); those the
// server links to come from the contract (libs/contracts/src/public-routes.ts).
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  onboardingRegister: '/onboarding/register',
  registerFirstStep: '/register/step/1',
  dashboard: PUBLIC_PATHS.dashboard,
  pre: '/pre',
  artists: '/artists',
  drumKits: '/albums',
  profileDownloads: '/profile/downloads',
  profileUploads: '/profile/uploads',
  profileLiked: '/profile/liked',
  profileNews: PUBLIC_PATHS.profileNews,
  profileFollowing: '/profile/following',
  profileDashboard: '/profile/dashboard',
  newsUnsubscribe: PUBLIC_PATHS.newsUnsubscribe,
  profileCollections: '/profile/collections',
  profileRequests: '/profile/requests',
  profileUsers: '/profile/users',
  profileMe: '/profile/me',
  profileUpdate: '/profile/update',
  profilePlan: PUBLIC_PATHS.profilePlan,
  soundAddFirstStep: '/sound/add/1',
  privacyPolicy: PUBLIC_PATHS.privacyPolicy,
  termsOfUse: PUBLIC_PATHS.termsOfUse,
  emailConfirmed: '/emailConfirmed',
  emailChanged: '/emailChanged',
  emailNotConfirmedInvalid: '/emailNotConfirmed/invalidorexpired',
  forgotPasswordSendEmail: PUBLIC_PATHS.forgotPasswordSendEmail,
  forgotPassword: '/forgotPassword',
  validate: '/validate',
  devMailbox: '/dev/mailbox',
} as const;

/** /dashboardPage, or /dashboardPage/type/{typeSong} with a sound type chosen. */
export const dashboardPath = (type?: string) =>
  type ? `/dashboardPage/type/${encodeURIComponent(type)}` : '/dashboardPage';
export const artistPath = (name: string) => `/artist/${encodeURIComponent(name)}`;
export const drumKitPath = (id: string) => `/album/${encodeURIComponent(id)}`;
export const producerPath = (name: string) => `/producer/${encodeURIComponent(name)}`;
/** A collection's own page (issue #33 §3); its shared link is /c/{id} (sharePaths). */
export const collectionPath = (id: string) => `/collection/${encodeURIComponent(id)}`;

export const registerStepPath = (step: 1 | 2 | 3 | 4 | 'success') => `/register/step/${step}`;

// Spelled with the shared links: the server's light pages link to them too.
export { loginPath, registerPath } from '@sampleteca/clients-shared/routes';

/** The `next` of a /login address when it is a path of this site (never another origin). */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

export const emailNotConfirmedPath = (email: string) => `/emailNotConfirmed/${encodeURIComponent(email)}`;

export const landingSections = [
  { id: 'sobre', label: 'Sobre' },
  { id: 'solucoes', label: 'Soluções' },
  { id: 'planos', label: 'Planos' },
  { id: 'faq', label: 'FAQ' },
] as const;
