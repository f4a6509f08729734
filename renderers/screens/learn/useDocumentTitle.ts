import { useEffect } from 'react';

/** Names the browser tab after what the screen shows, once it is known. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
