import { useEffect } from 'react';

const SITE_NAME = 'Rewind';

/** Sets the tab title to '{title} · Rewind' (or just 'Rewind') while the page is shown. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE_NAME}`
      : `${SITE_NAME} · The physical video collectors' community`;
  }, [title]);
}
