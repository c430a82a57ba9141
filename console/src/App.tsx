import { Admin, Resource } from 'react-admin';

import { authProvider } from './auth/authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { LoginPage } from './login/LoginPage';
import { distributionRequests } from './requests';
import { consoleDarkTheme, consoleLightTheme } from './theme';
import { users } from './users';

export function App() {
  return (
    <Admin
      title="Console Sampleteca"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
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
