import { MSG } from '@rewind/shared/messages';
import { TRADES_PATH } from '@rewind/shared/slug';
import type { Db } from '../../db/client';
import { notify } from '../notifications/notifications.service';
import * as repo from './collection.repo';

type Change = { side: 'spare' | 'want'; titleId: string; releaseId: string | null };

const isMutual = (counts?: { theirs: number; mine: number }) =>
  Boolean(counts && counts.theirs > 0 && counts.mine > 0);

/**
 * Runs `write` (a new spare or want of `userId`, in `tx`) and tells both members of every mutual match it made:
 * the members it concerns are counted before and after, so a match that already was
 * mutual is not announced again.
 */
export async function withTradeMatchNotices<T>(
  tx: Db,
  userId: string,
  change: Change,
  write: () => Promise<T>,
): Promise<T> {
  const candidates = await repo.tradeCandidates(tx, userId, change);
  const before = await repo.tradeMatchesWith(tx, userId, candidates);
  const result = await write();
  if (candidates.length === 0) return result;
  const after = await repo.tradeMatchesWith(tx, userId, candidates);
  const made = candidates.filter((other) => isMutual(after.get(other)) && !isMutual(before.get(other)));
  if (made.length === 0) return result;
  const names = await repo.findProfileNames(tx, [userId, ...made]);
  for (const other of made) {
    await notify(tx, [other], {
      kind: 'trade-match',
      text: MSG.tradeMatchNotice(names.get(userId)!),
      link: TRADES_PATH,
    });
    await notify(tx, [userId], {
      kind: 'trade-match',
      text: MSG.tradeMatchNotice(names.get(other)!),
      link: TRADES_PATH,
    });
  }
  return result;
}
