// Route addresses as the spec writes them (accounts document, section 2).
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  onboardingRegister: '/onboarding/register',
  registerFirstStep: '/register/step/1',
  dashboard: '/dashboardPage',
  pre: '/pre',
  artists: '/artists',
  profileMe: '/profile/me',
  profileUpdate: '/profile/update',
  soundAddFirstStep: '/sound/add/1',
  privacyPolicy: '/termsAndPrivacy/policy',
  termsOfUse: '/termsAndPrivacy/terms',
  emailConfirmed: '/emailConfirmed',
  emailNotConfirmedInvalid: '/emailNotConfirmed/invalidorexpired',
  forgotPasswordSendEmail: '/forgotPasswordSendEmail',
  forgotPassword: '/forgotPassword',
  validate: '/validate',
  devMailbox: '/dev/mailbox',
} as const;

export const registerStepPath = (step: 1 | 2 | 3 | 4 | 'success') => `/register/step/${step}`;

export const emailNotConfirmedPath = (email: string) => `/emailNotConfirmed/${encodeURIComponent(email)}`;

export const landingSections = [
  { id: 'sobre', label: 'Sobre' },
  { id: 'solucoes', label: 'Soluções' },
  { id: 'planos', label: 'Planos' },
  { id: 'faq', label: 'FAQ' },
] as const;

export type LandingSectionId = (typeof landingSections)[number]['id'];
