import { safeNextPath } from './paths';

// Sign-up takes several steps and pages (a provider's login too): the page a visitor left to make
// an account (a shared sound, issue #33 §1) waits in this tab's session storage until it is done.
const KEY = 'returnTo';

export function rememberReturnTo(next: string | null): void {
  const safe = safeNextPath(next);
  if (safe) window.sessionStorage.setItem(KEY, safe);
}

/** Where a finished sign-up goes on to, when it started from a page of this site. */
export function returnToAfterSignUp(): string | null {
  return safeNextPath(window.sessionStorage.getItem(KEY));
}

export function forgetReturnTo(): void {
  window.sessionStorage.removeItem(KEY);
}
