import { useEffect, useState } from 'react';

/**
 * A blob: URL for a file while it is on screen, revoked when the file changes or the component goes.
 * Made in an effect (not during render) so React's double mount in development cannot revoke a URL that
 * is still shown.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
