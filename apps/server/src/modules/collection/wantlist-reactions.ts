import { releaseDetailPath } from '@rewind/shared/slug';
import type { Reaction } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import * as repo from './collection.repo';

// 'VHS (1986)': one film's releases differ by these, so the member can tell several new ones apart.
const releaseName = ({ format, year }: { format: string; year: number | null }) =>
  year === null ? format : `${format} (${year})`;

/** A new release of a film: the members who want the film (in any release) hear of it. */
export const notifyWantersOfNewRelease: Reaction = async (tx, events) => {
  for (const event of events) {
    if (event.kind !== 'release-added') continue;
    await notify(tx, await repo.filmWanters(tx, event.film.id, event.userId), {
      kind: 'wanted-film-release',
      text: `A new ${releaseName(event.release)} release of "${event.film.title}", a film on your wantlist, is in the catalogue.`,
      link: releaseDetailPath(event.releaseId),
    });
  }
};
