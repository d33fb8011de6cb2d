import { z } from 'zod';

// A 6-digit code from the authenticator app, or one of the recovery codes shown at enrolment.
export const ZTwoFactorCodeRequest = z.object({
  code: z.string({ error: 'Enter a code' }).trim().min(1, 'Enter a code').max(64, 'That code is too long'),
});
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;
