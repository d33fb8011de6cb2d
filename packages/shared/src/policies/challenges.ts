import * as MSG from '../texts.ts';
import { ALLOW, deny, signedIn, type TDecision, type TPolicyActor } from './policy.ts';

/** A challenge as the rules see it: whether it still counts, and whether the caller takes part. */
export type TChallengeFacts = { hasEnded: boolean; isParticipant: boolean };

/** Collecting challenges (docs/product.md, Challenges: signed-in members join them). */
export const challengesPolicy = {
  /** The list, the leaderboards and the rules are open to everyone. */
  read: (): TDecision => ALLOW,

  /**
   * Joining by hand (adding a matching item joins too): signed in, while it runs. Joining again is no fault:
   * it changes nothing and is answered as done, so a retry, a second tab or requests sent at once all end
   * in the one participation.
   */
  join(actor: TPolicyActor, challenge: Pick<TChallengeFacts, 'hasEnded'>): TDecision {
    const isSignedIn = signedIn(actor);
    if (!isSignedIn.allowed) return isSignedIn;
    return challenge.hasEnded ? deny(403, 'forbidden', MSG.challengeEnded) : ALLOW;
  },

  /** The Join button: for a member who may join and does not take part yet. */
  offersJoin: (actor: TPolicyActor, challenge: TChallengeFacts): boolean =>
    !challenge.isParticipant && challengesPolicy.join(actor, challenge).allowed,
};
