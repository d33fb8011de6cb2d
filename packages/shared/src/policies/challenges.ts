import * as MSG from '../texts.ts';
import { ALLOW, deny, signedIn, type TDecision, type TPolicyActor } from './policy.ts';

/** A challenge as the rules see it: whether it still counts, and whether the caller takes part. */
export type TChallengeFacts = { hasEnded: boolean; isParticipant: boolean };

/** Collecting challenges (spec section 6: signed-in users join challenges; issue 18). */
export const challengesPolicy = {
  /** The list, the leaderboards and the rules are open to everyone. */
  read: (): TDecision => ALLOW,

  /** Joining by hand (adding a matching item joins too): signed in, once, while it runs. */
  join(actor: TPolicyActor, challenge: TChallengeFacts): TDecision {
    const isSignedIn = signedIn(actor);
    if (!isSignedIn.allowed) return isSignedIn;
    if (challenge.hasEnded) return deny(403, 'forbidden', MSG.challengeEnded);
    return challenge.isParticipant ? deny(403, 'forbidden', MSG.alreadyInChallenge) : ALLOW;
  },
};
