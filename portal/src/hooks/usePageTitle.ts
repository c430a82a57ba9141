import { useEffect } from 'react';

/** Names the browser tab after the page, for history, tabs and screen readers. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Sampleteca`;
  }, [title]);
}
