import { Navigate, createBrowserRouter } from 'react-router-dom';

import { AlbumPage } from './routes/AlbumPage';
import { AlbumsPage } from './routes/AlbumsPage';
import { ArtistPage } from './routes/ArtistPage';
import { ArtistsPage } from './routes/ArtistsPage';
import { DashboardPage } from './routes/DashboardPage';
import { DevMailboxPage } from './routes/DevMailboxPage';
import { DistributionRequestPage } from './routes/DistributionRequestPage';
import { EmailChangedPage } from './routes/EmailChangedPage';
import { EmailConfirmedPage } from './routes/EmailConfirmedPage';
import { EmailNotConfirmedPage } from './routes/EmailNotConfirmedPage';
import { ForgotPasswordPage } from './routes/ForgotPasswordPage';
import { ForgotPasswordSendEmailPage } from './routes/ForgotPasswordSendEmailPage';
import { LandingPage } from './routes/LandingPage';
import { LoginPage } from './routes/LoginPage';
import { OnboardingRegisterPage } from './routes/OnboardingRegisterPage';
import { paths } from './routes/paths';
import { PrePage } from './routes/PrePage';
import { ProducerPage } from './routes/ProducerPage';
import { ProfileDownloadsPage } from './routes/ProfileDownloadsPage';
import { ProfileLikedPage } from './routes/ProfileLikedPage';
import { ProfileMePage } from './routes/ProfileMePage';
import { ProfileRequestsPage } from './routes/ProfileRequestsPage';
import { ProfileUpdatePage } from './routes/ProfileUpdatePage';
import { ProfilePlanPage } from './routes/ProfilePlanPage';
import { ProfileUploadsPage } from './routes/ProfileUploadsPage';
import { ProfileUsersPage } from './routes/ProfileUsersPage';
import { RegisterSignedIn } from './routes/RegisterSignedIn';
import { RegisterStepPage } from './routes/RegisterStepPage';
import { RequireAuth } from './routes/RequireAuth';
import { RootLayout } from './routes/RootLayout';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { SignedInOrPrompt } from './routes/SignedInOrPrompt';
import { SoundAddPage } from './routes/SoundAddPage';
import { SoundRedirect } from './routes/SoundRedirect';
import { TermsAndPrivacyPage } from './routes/TermsAndPrivacyPage';
import { ValidatePage } from './routes/ValidatePage';
import { VisitorOnly } from './routes/VisitorOnly';
import { VisitorRedirect } from './routes/VisitorRedirect';

// Paths match without regard to case, so /Login and /DashboardPage (spec 1 §2) need no entries of their own.
// Catalogue routes: spec 02 §2.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <VisitorRedirect /> },
      { path: 'home', element: <LandingPage /> },
      { path: 'emailConfirmed', element: <EmailConfirmedPage /> },
      { path: 'emailChanged', element: <EmailChangedPage /> },
      { path: 'emailNotConfirmed/:email', element: <EmailNotConfirmedPage /> },
      { path: 'forgotPasswordSendEmail', element: <ForgotPasswordSendEmailPage /> },
      { path: 'forgotPassword', element: <ForgotPasswordPage /> },
      { path: 'forgotPassword/*', element: <ForgotPasswordPage /> },
      { path: 'validate', element: <ValidatePage /> },
      { path: 'termsAndPrivacy/:choice', element: <TermsAndPrivacyPage /> },
      { path: 'dev/mailbox', element: <DevMailboxPage /> },
      {
        // Plan choice and the success step: the new account is signed in by then (the static
        // segments outrank register/step/:step below).
        element: <RegisterSignedIn />,
        children: [
          { path: 'register/step/4', element: <RegisterStepPage step="4" /> },
          { path: 'register/step/success', element: <RegisterStepPage step="success" /> },
        ],
      },
      {
        element: <VisitorOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'onboarding/register', element: <OnboardingRegisterPage /> },
          { path: 'register/step/:step', element: <RegisterStepPage /> },
          { path: 'register/*', element: <Navigate to={paths.registerFirstStep} replace /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboardPage', element: <DashboardPage /> },
          { path: 'dashboardPage/type/:typeSong', element: <DashboardPage /> },
          { path: 'pre', element: <PrePage /> },
          { path: 'artists', element: <ArtistsPage /> },
          { path: 'albums', element: <AlbumsPage /> },
          { path: 'albums/*', element: <AlbumsPage /> },
          { path: 'producer/:producerName', element: <ProducerPage /> },
          { path: 'profile', element: <Navigate to={paths.profileMe} replace /> },
          { path: 'profile/me', element: <ProfileMePage /> },
          { path: 'profile/update', element: <ProfileUpdatePage /> },
          { path: 'profile/plan', element: <ProfilePlanPage /> },
          { path: 'profile/downloads', element: <ProfileDownloadsPage /> },
          { path: 'profile/uploads', element: <ProfileUploadsPage /> },
          { path: 'profile/liked', element: <ProfileLikedPage /> },
          { path: 'profile/requests', element: <ProfileRequestsPage /> },
          { path: 'profile/request/:id', element: <DistributionRequestPage /> },
          { path: 'profile/users', element: <ProfileUsersPage /> },
          { path: 'sound/add/:step', element: <SoundAddPage /> },
        ],
      },
      {
        // Spec 02 §2: a visitor sees 'Você precisa fazer login' here instead of being sent away.
        element: <SignedInOrPrompt />,
        children: [
          { path: 'artist/:artistName', element: <ArtistPage /> },
          { path: 'album/:albumId', element: <AlbumPage /> },
        ],
      },
      // /artist without a name (spec 02 §2).
      { path: 'artist/*', element: <Navigate to={paths.dashboard} replace /> },
      { path: 'sound/*', element: <SoundRedirect /> },
      { path: '*', element: <VisitorRedirect /> },
    ],
  },
]);
