import { createBrowserRouter } from 'react-router-dom';

import { LandingPage } from './routes/LandingPage';
import { RootLayout } from './routes/RootLayout';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { VisitorRedirect } from './routes/VisitorRedirect';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <VisitorRedirect /> },
      { path: 'home', element: <LandingPage /> },
      { path: '*', element: <VisitorRedirect /> },
    ],
  },
]);
