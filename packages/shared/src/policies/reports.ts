import * as MSG from '../texts.ts';
import { adminSession, ALLOW, deny, type TDecision, type TPolicyActor } from './policy.ts';

/**
 * Reports to the admins: any member reports what others wrote or sell, never their own; the queue
 * and its decisions are for admins whose session passed two-factor. (A forum post's flag is the forum's
 * `forumPolicy.flag`.)
 */
export const reportsPolicy = {
  /**
   * `subjectId`: the member the thing is about; `ownRefusal`: what they are told when it is themselves;
   * `parties`: of a private exchange (an order, a trade proposal), the only members who may report it.
   */
  report(
    actor: TPolicyActor,
    subjectId: string | null,
    ownRefusal: string,
    parties?: readonly string[],
  ): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    if (parties && !parties.includes(actor.userId)) {
      return deny(403, 'forbidden', MSG.reportNotYourExchange);
    }
    return subjectId === actor.userId ? deny(403, 'forbidden', ownRefusal) : ALLOW;
  },

  /** Whether the web offers 'Report' on it: to members, on what is not their own. */
  offersReport: (actor: TPolicyActor, subjectId: string | null): boolean =>
    !!actor && actor.userId !== subjectId,

  /** The queue: take, resolve, dismiss, reopen. */
  manage: (actor: TPolicyActor): TDecision => adminSession(actor),
};
