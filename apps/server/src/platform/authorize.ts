import type { TDecision } from '@rewind/shared/policies/policy';
import { AppError } from './errors';

/**
 * The one place a rule of `packages/shared/src/policies` becomes an answer: a refusal is thrown as the API's
 * error, with the status, code and text the policy gave (401 for a visitor, 403 with the reason otherwise).
 * Services call it before they change anything; routes never weigh roles themselves.
 */
export function authorize(decision: TDecision): void {
  if (!decision.allowed) throw new AppError(decision.status, decision.code, decision.message);
}
