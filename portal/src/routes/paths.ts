// Route addresses as the spec writes them (accounts document, section 2).
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  onboardingRegister: '/onboarding/register',
  registerFirstStep: '/register/step/1',
  dashboard: '/dashboardPage',
  pre: '/pre',
  profileMe: '/profile/me',
  soundAddFirstStep: '/sound/add/1',
  privacyPolicy: '/termsAndPrivacy/policy',
  termsOfUse: '/termsAndPrivacy/terms',
} as const;

export const landingSections = [
  { id: 'sobre', label: 'Sobre' },
  { id: 'solucoes', label: 'Soluções' },
  { id: 'planos', label: 'Planos' },
  { id: 'faq', label: 'FAQ' },
] as const;

export type LandingSectionId = (typeof landingSections)[number]['id'];
