import type { ReactNode } from 'react';
import { AppBar, Layout, ToggleThemeButton } from 'react-admin';

import { ConsoleLoadingIndicator } from './ConsoleLoadingIndicator';
import { ConsoleMenu } from './ConsoleMenu';
import { ConsoleUserMenu } from './ConsoleUserMenu';

/** react-admin's app bar (theme toggle, loading indicator, user menu) with names for each control. */
function ConsoleAppBar() {
  return (
    <AppBar
      userMenu={<ConsoleUserMenu />}
      toolbar={
        <>
          <ToggleThemeButton />
          <ConsoleLoadingIndicator />
        </>
      }
    />
  );
}

/** react-admin's layout with the console's app bar and menu. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </Layout>
  );
}
