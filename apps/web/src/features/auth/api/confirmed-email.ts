import type { TConfirmedEmail } from '@rewind/shared/auth';
import { api } from '@/lib/api-client';

/**
 * The address the confirmation link just confirmed in this browser, as the server kept it (null without one):
 * the landing fills it into the login form, never an address its own URL names.
 */
export async function fetchConfirmedEmail(): Promise<string | null> {
  return (await api.get<TConfirmedEmail>('/confirmed-email')).email;
}
