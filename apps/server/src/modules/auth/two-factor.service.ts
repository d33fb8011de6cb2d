import { MSG } from '@rewind/shared/messages';
import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { Auth } from './auth';
import { AppError } from '../../platform/errors';
import type { RateLimitStore } from '../../platform/rate-limit-store';
import { enforceLimit } from '../../platform/rate-limits';
import { ACCOUNT_LIMITS, accountLimitKey } from './auth-limits';
import { removeTwoFactor } from './auth.repo';

const TOTP_CODE = /^\d{6}$/;

export function createTwoFactorService({ auth, db, limits }: { auth: Auth; db: Db; limits: RateLimitStore }) {
  const rule = ACCOUNT_LIMITS.twoFactorRemovalFailures;

  /** Turns two-factor off once the caller proves they still hold it, with a TOTP or a recovery code. */
  async function remove(actor: Actor, code: string, sessionHeaders: Headers): Promise<void> {
    if (!actor.twoFactorEnabled) throw new AppError(400, 'two_factor_not_enabled', MSG.twoFactorNotEnabled);
    // Counted before the code is checked, so that guesses sent at once cannot all pass; a right code clears it.
    const key = accountLimitKey('twoFactorRemovalFailures', actor.userId);
    await enforceLimit(limits, key, rule);
    if (!(await isValidCode(code, sessionHeaders))) {
      throw new AppError(400, 'invalid_code', MSG.twoFactorCodeInvalid);
    }
    await limits.reset(key);
    await removeTwoFactor(db, actor.userId);
  }

  // better-auth checks the code against the signed-in user's secret; a recovery code is used up by this.
  async function isValidCode(code: string, headers: Headers): Promise<boolean> {
    try {
      if (TOTP_CODE.test(code)) await auth.api.verifyTOTP({ body: { code }, headers });
      else await auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers });
      return true;
    } catch (error) {
      if (isAPIError(error) && error.statusCode < 500) return false;
      throw error;
    }
  }

  return { remove };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
