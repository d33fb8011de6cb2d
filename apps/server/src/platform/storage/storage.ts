/** Where uploaded and generated files live. One driver is chosen at start-up from the config. */
export interface Storage {
  /** Stores the bytes under `key` (never reused: keys carry a timestamp) and returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The bytes stored under `key`, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
  /**
   * The key behind a URL that `publicUrl` produced, or undefined for any other URL (seeded, external, or
   * merely similar), so that callers only ever delete files of their own.
   */
  keyFromUrl(url: string): string | undefined;
}

/** Keys are paths: each segment is encoded on its own so that the slashes stay folders in the URL. */
export const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * The inverse of `encodeKey` for the part of a URL after a driver's base. Accepts only the exact form
 * `encodeKey` writes, and no empty, `.` or `..` segment: a URL someone typed must not reach a file that
 * the driver would never have named.
 */
export function decodeKey(encoded: string): string | undefined {
  let segments: string[];
  try {
    segments = encoded.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  const key = segments.join('/');
  return encodeKey(key) === encoded ? key : undefined;
}
