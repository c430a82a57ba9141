import { Admin, Resource } from 'react-admin';

import { authProvider } from './auth/authProvider';
import { dataProvider } from './dataProvider/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { lazyScreen } from './lazyImport';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { LoginPage } from './login/LoginPage';
import { distributionRequests } from './requests';
import { consoleDarkTheme, consoleLightTheme } from './theme';
import { users } from './users';

// Each screen is fetched when first opened; react-admin's layout shows its loader meanwhile.
const Dashboard = lazyScreen(
  () => import('./dashboard/Dashboard'),
  (m) => m.Dashboard,
);

export function App() {
  return (
    <Admin
      title="Console Sampleteca"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      dashboard={Dashboard}
      theme={consoleLightTheme}
      darkTheme={consoleDarkTheme}
      defaultTheme="dark"
      requireAuth
      disableTelemetry
    >
      <Resource name="distribution-requests" {...distributionRequests} />
      <Resource name="users" {...users} />
    </Admin>
  );
}
