import type { Config } from '../config';

/**
 * Scripts only from our own origin (the built app has no inline script). Inline styles are allowed because
 * the toast and dialog libraries inject small <style> tags at run time; styles cannot run code.
 */
export function contentSecurityPolicy(config: Config) {
  // Uploads on S3, and the film databases' posters and backdrops that movie search shows and saves.
  const imageOrigins = [
    ...[config.s3?.publicUrl, config.s3?.endpoint].filter(Boolean).map((url) => new URL(url!).origin),
    // On any port, as the server's poster fetch allows (a host name without one would mean 443 only).
    ...config.posterHosts.map((host) => `https://${host}:*`),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}
