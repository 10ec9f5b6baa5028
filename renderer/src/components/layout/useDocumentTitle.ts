import { useEffect } from 'react';

/** Sets the browser tab's title to "<page> · Baobab". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Baobab` : 'Baobab';
  }, [title]);
}
