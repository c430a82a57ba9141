import { Admin, CustomRoutes, reactRouterProvider, Resource } from 'react-admin';

import { creditedArtists } from './artists';
import { authProvider } from './auth/authProvider';
import { categories } from './categories';
import { dataProvider } from './dataProvider/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { lazyScreen } from './lazyImport';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { LoginPage } from './login/LoginPage';
import { OPERATIONS_PATH, OperationsPage } from './operations';
import { drumKits } from './drumKits';
import { distributionRequests } from './requests';
import { consoleDarkTheme, consoleLightTheme } from './theme';
import { sounds } from './sounds';
import { subscriptions } from './subscriptions';
import { users } from './users';

const { Route } = reactRouterProvider;

// Each screen is fetched when first opened; react-admin's layout shows its loader meanwhile.
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');

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
      <Resource name="subscriptions" {...subscriptions} />
      <CustomRoutes>
        <Route path={OPERATIONS_PATH} element={<OperationsPage />} />
      </CustomRoutes>
      <Resource name="sounds" {...sounds} />
      <Resource name="categories" {...categories} />
      <Resource name="drum-kits" {...drumKits} />
      <Resource name="artists" {...creditedArtists} />
    </Admin>
  );
}
