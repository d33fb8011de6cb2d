import type { Config } from '../config';

/**
 * Scripts only from our own origin (the built app has no inline script). Inline styles are allowed because
 * the toast and dialog libraries inject small <style> tags at run time; styles cannot run code.
 */
export function contentSecurityPolicy(config: Config) {
  const imageOrigins = [config.s3?.publicUrl, config.s3?.endpoint]
    .filter(Boolean)
    .map((url) => new URL(url!).origin);
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
