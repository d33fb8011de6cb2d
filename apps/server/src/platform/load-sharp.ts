/**
 * sharp (libvips, tens of MB of native code) is loaded at the first image work, not at start: a server that
 * only serves pages need not map it (decision 006).
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}
