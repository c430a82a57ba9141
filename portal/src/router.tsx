import {
  collectionSharePath,
  drumKitSharePath,
  producerSharePath,
  soundSharePath,
} from '@sampleteca/clients-shared/routes';
import { Navigate, createBrowserRouter, createPath } from 'react-router-dom';

import { paths } from './routes/paths';
import { FirstLoadFallback, PendingNavigation } from './routes/lazyFallbacks';
import { setNavigationTarget } from './routes/lazyImport';
import { lazyPage } from './routes/lazyPage';
import { RegisterSignedIn } from './routes/RegisterSignedIn';
import { RequireAuth } from './routes/RequireAuth';
import { RootLayout } from './routes/RootLayout';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { SignedInOrPrompt } from './routes/SignedInOrPrompt';
import { SoundRedirect } from './routes/SoundRedirect';
import { VisitorOnly } from './routes/VisitorOnly';
import { VisitorRedirect } from './routes/VisitorRedirect';

// Paths match without regard to case, so /Login and /DashboardPage (spec 1 §2) need no entries of their own.
// Catalogue routes: spec 02 §2.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // The first visit waits for its page's chunk (and nothing shows on a fast load); later
    // navigations keep the current page, with a bar on top, until the next one is in.
    hydrateFallbackElement: <FirstLoadFallback />,
    children: [
      {
        element: <PendingNavigation />,
        children: [
          { index: true, element: <VisitorRedirect /> },
          {
            path: 'home',
            lazy: lazyPage(() => import('./routes/LandingPage'), 'LandingPage'),
          },
          // Shared links (issue #33 §1, §3): anyone opens them; each page says what needs an account.
          {
            path: soundSharePath(':soundId'),
            lazy: lazyPage(() => import('./routes/SharedSoundPage'), 'SharedSoundPage'),
          },
          {
            path: drumKitSharePath(':drumKitId'),
            lazy: lazyPage(() => import('./routes/SharedDrumKitPage'), 'SharedDrumKitPage'),
          },
          {
            path: producerSharePath(':producerId'),
            lazy: lazyPage(() => import('./routes/SharedProducerPage'), 'SharedProducerPage'),
          },
          {
            path: 'news/unsubscribe',
            lazy: lazyPage(() => import('./routes/NewsUnsubscribePage'), 'NewsUnsubscribePage'),
          },
          {
            path: collectionSharePath(':collectionId'),
            lazy: lazyPage(() => import('./routes/SharedCollectionPage'), 'SharedCollectionPage'),
          },
          {
            path: 'emailConfirmed',
            lazy: lazyPage(() => import('./routes/EmailConfirmedPage'), 'EmailConfirmedPage'),
          },
          {
            path: 'emailChanged',
            lazy: lazyPage(() => import('./routes/EmailChangedPage'), 'EmailChangedPage'),
          },
          {
            path: 'emailNotConfirmed/:email',
            lazy: lazyPage(() => import('./routes/EmailNotConfirmedPage'), 'EmailNotConfirmedPage'),
          },
          {
            path: 'forgotPasswordSendEmail',
            lazy: lazyPage(() => import('./routes/ForgotPasswordSendEmailPage'), 'ForgotPasswordSendEmailPage'),
          },
          {
            path: 'forgotPassword',
            lazy: lazyPage(() => import('./routes/ForgotPasswordPage'), 'ForgotPasswordPage'),
          },
          {
            path: 'forgotPassword/*',
            lazy: lazyPage(() => import('./routes/ForgotPasswordPage'), 'ForgotPasswordPage'),
          },
          {
            path: 'validate',
            lazy: lazyPage(() => import('./routes/ValidatePage'), 'ValidatePage'),
          },
          {
            path: 'termsAndPrivacy/:choice',
            lazy: lazyPage(() => import('./routes/TermsAndPrivacyPage'), 'TermsAndPrivacyPage'),
          },
          {
            path: 'dev/mailbox',
            lazy: lazyPage(() => import('./routes/DevMailboxPage'), 'DevMailboxPage'),
          },
          {
            // Plan choice and the success step: the new account is signed in by then (the static
            // segments outrank register/step/:step below).
            element: <RegisterSignedIn />,
            children: [
              {
                path: 'register/step/4',
                lazy: lazyPage(() => import('./routes/RegisterStepPage'), 'RegisterPlanStepPage'),
              },
              {
                path: 'register/step/success',
                lazy: lazyPage(() => import('./routes/RegisterStepPage'), 'RegisterSuccessStepPage'),
              },
            ],
          },
          {
            element: <VisitorOnly />,
            children: [
              {
                path: 'login',
                lazy: lazyPage(() => import('./routes/LoginPage'), 'LoginPage'),
              },
              {
                path: 'onboarding/register',
                lazy: lazyPage(() => import('./routes/OnboardingRegisterPage'), 'OnboardingRegisterPage'),
              },
              {
                path: 'register/step/:step',
                lazy: lazyPage(() => import('./routes/RegisterStepPage'), 'RegisterStepPage'),
              },
              { path: 'register/*', element: <Navigate to={paths.registerFirstStep} replace /> },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'dashboardPage',
                lazy: lazyPage(() => import('./routes/DashboardPage'), 'DashboardPage'),
              },
              {
                path: 'dashboardPage/type/:typeSong',
                lazy: lazyPage(() => import('./routes/DashboardPage'), 'DashboardPage'),
              },
              {
                path: 'pre',
                lazy: lazyPage(() => import('./routes/PrePage'), 'PrePage'),
              },
              {
                path: 'artists',
                lazy: lazyPage(() => import('./routes/ArtistsPage'), 'ArtistsPage'),
              },
              {
                path: 'albums',
                lazy: lazyPage(() => import('./routes/DrumKitsPage'), 'DrumKitsPage'),
              },
              {
                path: 'albums/*',
                lazy: lazyPage(() => import('./routes/DrumKitsPage'), 'DrumKitsPage'),
              },
              {
                path: 'producer/:producerName',
                lazy: lazyPage(() => import('./routes/ProducerPage'), 'ProducerPage'),
              },
              { path: 'profile', element: <Navigate to={paths.profileMe} replace /> },
              {
                path: 'profile/me',
                lazy: lazyPage(() => import('./routes/ProfileMePage'), 'ProfileMePage'),
              },
              {
                path: 'profile/update',
                lazy: lazyPage(() => import('./routes/ProfileUpdatePage'), 'ProfileUpdatePage'),
              },
              {
                path: 'profile/plan',
                lazy: lazyPage(() => import('./routes/ProfilePlanPage'), 'ProfilePlanPage'),
              },
              {
                path: 'profile/downloads',
                lazy: lazyPage(() => import('./routes/ProfileDownloadsPage'), 'ProfileDownloadsPage'),
              },
              {
                path: 'profile/uploads',
                lazy: lazyPage(() => import('./routes/ProfileUploadsPage'), 'ProfileUploadsPage'),
              },
              {
                path: 'profile/liked',
                lazy: lazyPage(() => import('./routes/ProfileLikedPage'), 'ProfileLikedPage'),
              },
              {
                path: 'profile/news',
                lazy: lazyPage(() => import('./routes/ProfileNewsPage'), 'ProfileNewsPage'),
              },
              {
                path: 'profile/dashboard',
                lazy: lazyPage(() => import('./routes/ProfileDashboardPage'), 'ProfileDashboardPage'),
              },
              {
                path: 'profile/following',
                lazy: lazyPage(() => import('./routes/ProfileFollowingPage'), 'ProfileFollowingPage'),
              },
              {
                path: 'profile/collections',
                lazy: lazyPage(() => import('./routes/ProfileCollectionsPage'), 'ProfileCollectionsPage'),
              },
              {
                path: 'collection/:collectionId',
                lazy: lazyPage(() => import('./routes/CollectionPage'), 'CollectionPage'),
              },
              {
                path: 'profile/requests',
                lazy: lazyPage(() => import('./routes/ProfileRequestsPage'), 'ProfileRequestsPage'),
              },
              {
                path: 'profile/request/:id',
                lazy: lazyPage(() => import('./routes/DistributionRequestPage'), 'DistributionRequestPage'),
              },
              {
                path: 'profile/users',
                lazy: lazyPage(() => import('./routes/ProfileUsersPage'), 'ProfileUsersPage'),
              },
              {
                path: 'sound/add/:step',
                lazy: lazyPage(() => import('./routes/SoundAddPage'), 'SoundAddPage'),
              },
            ],
          },
          {
            // Spec 02 §2: a visitor sees 'Você precisa fazer login' here instead of being sent away.
            element: <SignedInOrPrompt />,
            children: [
              {
                path: 'artist/:artistName',
                lazy: lazyPage(() => import('./routes/ArtistPage'), 'ArtistPage'),
              },
              {
                path: 'album/:drumKitId',
                lazy: lazyPage(() => import('./routes/DrumKitPage'), 'DrumKitPage'),
              },
            ],
          },
          // /artist without a name (spec 02 §2).
          { path: 'artist/*', element: <Navigate to={paths.dashboard} replace /> },
          { path: 'sound/*', element: <SoundRedirect /> },
          { path: '*', element: <VisitorRedirect /> },
        ],
      },
    ],
  },
]);

// A page whose chunk is gone after a redeploy reloads at the address being navigated to.
setNavigationTarget(() => {
  const target = router.state.navigation.location;
  return target ? createPath(target) : undefined;
});
