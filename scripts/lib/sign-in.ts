/**
 * Signs in through the app's own endpoint, as a browser on `origin` would, and answers the session cookie to send
 * as the `cookie` header: what the benches measure signed-in pages with.
 */
export async function signInCookie(base: string, origin: string, who: { email: string; password: string }) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!response.ok) throw new Error(`Signing in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}
