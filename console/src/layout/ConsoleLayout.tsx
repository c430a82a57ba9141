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

/**
 * The page is as wide as the window: react-admin's layout grows to fit its content, so a table a
 * little wider than the space beside the menu pushed the whole page sideways; such a table now
 * scrolls in its own box (theme.ts).
 */
const FIT_WINDOW = { minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } };

/** react-admin's layout with the console's app bar and menu. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} sx={FIT_WINDOW}>
      {children}
    </Layout>
  );
}
