import type { TPolicyActor } from '@rewind/shared/policies/policy';
import { defaultCaption, type TImage, type TUpdateImagesRequest } from '@rewind/shared/images';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { catalogPolicy } from '@rewind/shared/policies/catalog';
import { imagesPolicy } from '@rewind/shared/policies/images';
import { marketplacePolicy } from '@rewind/shared/policies/marketplace';
import { tradesPolicy } from '@rewind/shared/policies/trades';
import { sanitizePlain } from '@rewind/shared/sanitize';
import { filmWithYear, releaseLabel } from '@rewind/shared/film-label';
import { filmReleasePath, makeSlug, makeTitleSlug, titleDetailPath } from '@rewind/shared/slug';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { AppError, notFound } from '../../platform/errors';
import { encodeImage } from '../../platform/image-encoding';
import { fetchRemoteImage, type RemoteImagePolicy } from '../../platform/remote-image';
import type { Storage } from '../../platform/storage/storage';
import { deleteStoredFiles, filesOfStoredImage, storeImage } from '../../platform/stored-image';
import type { RecordEvents } from '../activity/activity.service';
import type { CatalogService } from '../catalog/catalog.service';
import { notify } from '../notifications/notifications.service';
import { presentImage } from './images.presenter';
import * as repo from './images.repo';
import type { Gallery, GalleryKind, ImageRow } from './images.repo';

export type { GalleryKind } from './images.repo';

/** Storage folders of the catalogue's galleries, and ours for the photos of a listed copy and a trade request. */
export const IMAGE_FOLDERS = {
  title: 'movie-posters/',
  release: 'release-covers/',
  listing: 'listing-photos/',
  trade: 'trade-photos/',
} as const;
// A poster fetched by URL: `movie-posters/{slug}-{year}-{timestamp}-poster~{w}x{h}.jpg` (without the size when
// stored before decision 007), apart from gallery images.
const POSTER_KEY = /^movie-posters\/[^/]+-poster(~\d+x\d+)?\.jpg$/;

const tooManyImages = () => new AppError(409, 'too_many_images', MSG.maxImages(LIMITS.imagesPerItem));

/** `{title-slug}-{year}`, the stem of every stored file name of a title (year left out when unknown). */
function fileStem(title: string, year: number | null): string {
  return [makeTitleSlug(title) || 'untitled', year ?? ''].filter((part) => part !== '').join('-');
}

/** The galleries of one member's copy (a listing's, a trade request's): they show no release's image. */
const isMembersCopy = (kind: GalleryKind) => kind === 'listing' || kind === 'trade';

/** The default caption of place `order` in a gallery: 'Film Image {n}' or 'Release Image {n}'; a member's copy has none. */
const defaultCaptionOf = (kind: GalleryKind, order: number): string | null =>
  isMembersCopy(kind) ? null : defaultCaption(kind === 'title' ? 'film' : 'release', order);

/** A caption as typed (plain text), or when none is left the default for the image's place. */
function captionFor(typed: string | null | undefined, order: number, kind: GalleryKind): string | null {
  return (typed && sanitizePlain(typed).trim()) || defaultCaptionOf(kind, order);
}

/** A listing as its photos need it: whose it is, whether it is still for sale, and what it sells. */
type ListedCopy = { sellerId: string; isActive: boolean; filmTitle: string; year: number | null };

/** What the images module asks of the marketplace for a listing's photos (the marketplace service). */
export type ListingGalleries = {
  findListedCopy(id: string): Promise<ListedCopy | undefined>;
  /** The listing locked for a change of its photos, in the caller's transaction. */
  lockListing(tx: Db, id: string): Promise<Pick<ListedCopy, 'sellerId' | 'isActive'> | undefined>;
};

/** An active trade request as its photos need it: whose it is, and its film (else its offer's words) and year. */
type OfferedTrade = { traderId: string; title: string; year: number | null };

/** What the images module asks of the trades module for a request's photos (the trades service). */
export type TradeGalleries = {
  /** The request while it is active; an ended one is gone for everyone. */
  findOfferedTrade(id: string): Promise<OfferedTrade | undefined>;
  /** The active request locked for a change of its photos, in the caller's transaction. */
  lockOfferedTrade(tx: Db, id: string): Promise<Pick<OfferedTrade, 'traderId'> | undefined>;
};

/** A gallery with its rules, as the service's writes use it. */
type GalleryContext = {
  gallery: Gallery;
  /** `{title-slug}-{year}…`, the stem of the gallery's file names. */
  stem: string;
  /** What the activity feed says of an upload; a member's copy's photos are not in it. */
  event?: { film: { id: string; title: string }; releaseId: string | undefined };
  /** How the uploader of a catalogue photo an admin removes is told which film or release it was. */
  notice?: { label: string; link: string };
  /** Refuses an upload, or a change to these images, that `actor` may not make. */
  authorizeUpload: (actor: Actor) => void;
  authorizeChange: (actor: Actor, images: ImageRow[]) => void;
  /** Locks the gallery's owner row in `tx` (404 when it is gone), checking what may have changed since. */
  lock: (tx: Db, actor: Actor) => Promise<void>;
};

export function createImagesService({
  db,
  storage,
  catalog,
  listings,
  trades,
  record,
  posterPolicy,
}: {
  db: Db;
  storage: Storage;
  catalog: CatalogService;
  listings: ListingGalleries;
  trades: TradeGalleries;
  record: RecordEvents;
  /** Which hosts a poster may be fetched from (config.posterHosts). */
  posterPolicy: RemoteImagePolicy;
}) {
  // Keys carry a millisecond timestamp; two uploads in the same millisecond on this instance get distinct ones.
  let lastStamp = 0;
  const stamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

  /**
   * The gallery addressed by a title's or release's UUID, display id or slug, or by a listing's or trade
   * request's id, with its file-name stem and its rules: who may change it, how it is locked, what the
   * activity feed is told.
   */
  async function galleryOf(kind: GalleryKind, idOrSlug: string): Promise<GalleryContext> {
    if (kind === 'listing') return listingGallery(idOrSlug);
    if (kind === 'trade') return tradeGallery(idOrSlug);
    const ofCatalog = (parentId: string) => ({
      gallery: { kind, parentId },
      authorizeUpload: (actor: Actor) => authorize(imagesPolicy.upload(actor)),
      // The gallery's uploader(s) may change it; anyone else needs an admin session.
      authorizeChange: (actor: Actor, images: ImageRow[]) =>
        authorize(
          imagesPolicy.change(
            actor,
            images.map((image) => image.uploadedBy),
          ),
        ),
      lock: async (tx: Db) => {
        if (!(await catalog.lockForChange(tx, kind, parentId))) {
          throw notFound(kind === 'title' ? MSG.movieNotFound : MSG.releaseNotFound);
        }
      },
    });
    if (kind === 'title') {
      const title = await catalog.findTitle(idOrSlug);
      return {
        ...ofCatalog(title.id),
        stem: fileStem(title.title, title.year),
        event: { film: title, releaseId: undefined },
        notice: { label: filmWithYear(title), link: titleDetailPath(makeSlug(title)) },
      };
    }
    const release = await catalog.findRelease(idOrSlug);
    const title = await catalog.findTitle(release.masterMovieId);
    return {
      ...ofCatalog(release.id),
      stem: `${fileStem(title.title, release.releaseYear ?? title.year)}-release`,
      event: { film: title, releaseId: release.id },
      notice: { label: releaseLabel(title, release), link: filmReleasePath(makeSlug(title), release.id) },
    };
  }

  /**
   * The gallery of one member's copy, addressed by its owner's id (a UUID): its owner alone changes it, and
   * only while it is open, which is checked again under the owner's lock (it may have ended since it was
   * read). Not in the activity feed.
   */
  async function membersCopyGallery<Owner, Locked>(
    kind: GalleryKind,
    id: string,
    rules: {
      find: (id: string) => Promise<Owner | undefined>;
      lock: (tx: Db, id: string) => Promise<Locked | undefined>;
      notFoundMessage: string;
      stem: (owner: Owner) => string;
      assertMayChange: (actor: Actor, owner: Owner | Locked) => void;
    },
  ): Promise<GalleryContext> {
    const owner = z.uuid().safeParse(id).success ? await rules.find(id) : undefined;
    if (!owner) throw notFound(rules.notFoundMessage);
    return {
      gallery: { kind, parentId: id },
      stem: rules.stem(owner),
      authorizeUpload: (actor) => rules.assertMayChange(actor, owner),
      authorizeChange: (actor) => rules.assertMayChange(actor, owner),
      lock: async (tx, actor) => {
        const locked = await rules.lock(tx, id);
        if (!locked) throw notFound(rules.notFoundMessage);
        rules.assertMayChange(actor, locked);
      },
    };
  }

  /** A listed copy's photos: its seller's alone, and only while it is for sale. */
  const listingGallery = (id: string) =>
    membersCopyGallery('listing', id, {
      find: listings.findListedCopy,
      lock: listings.lockListing,
      notFoundMessage: MSG.listingNotFound,
      stem: (copy) => `${fileStem(copy.filmTitle, copy.year)}-listing`,
      assertMayChange: (actor, listing) => {
        authorize(marketplacePolicy.update(actor, listing.sellerId));
        if (!listing.isActive) throw new AppError(409, 'listing_ended', MSG.listingNotActive);
      },
    });

  /** A trade request's photos: its trader's alone, while it is active (an ended one is not found). */
  const tradeGallery = (id: string) =>
    membersCopyGallery('trade', id, {
      find: trades.findOfferedTrade,
      lock: trades.lockOfferedTrade,
      notFoundMessage: MSG.tradeRequestNotFound,
      // An offer in words may run longer than any film title, and the stem ends up in a file name.
      stem: (trade) => `${fileStem(trade.title.slice(0, LIMITS.title), trade.year)}-trade`,
      assertMayChange: (actor, trade) => authorize(tradesPolicy.changePhotos(actor, trade)),
    });

  /** Runs `work` with the gallery's owner row locked: one change to a gallery at a time. */
  function withLockedGallery<T>(
    context: GalleryContext,
    actor: Actor,
    work: (tx: Db) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await context.lock(tx, actor);
      return work(tx);
    });
  }

  const deleteFiles = (keys: string[]) => deleteStoredFiles(storage, keys);

  const filesOf = (image: Pick<ImageRow, 'storageKey'>) =>
    image.storageKey ? filesOfStoredImage(image.storageKey) : [];

  /**
   * The files behind a title's cover URL when it is a poster this app fetched and stored, and no other
   * title shows it too; else none.
   */
  async function posterFilesOf(titleId: string, coverUrl: string | null): Promise<string[]> {
    const key = coverUrl ? storage.keyFromUrl(coverUrl) : undefined;
    if (!key || !POSTER_KEY.test(key)) return [];
    return (await catalog.isCoverOfAnotherTitle(coverUrl!, titleId)) ? [] : filesOfStoredImage(key);
  }

  /**
   * Gives the images the orders 1..n in the sequence given, the first one primary. A
   * caption still at its default ('Release Image {old n}', 'Film Image {old n}') follows the new number.
   */
  async function renumber(tx: Db, kind: GalleryKind, images: { row: ImageRow; caption: string | null }[]) {
    for (const [index, { row, caption }] of images.entries()) {
      const order = index + 1;
      const kept = caption === defaultCaptionOf(kind, row.order) ? null : caption;
      const changes = { order, isPrimary: order === 1, caption: captionFor(kept, order, kind) };
      if (
        row.order !== changes.order ||
        row.isPrimary !== changes.isPrimary ||
        row.caption !== changes.caption
      ) {
        await repo.updateImage(tx, kind, row.id, changes);
      }
    }
  }

  return {
    listImages: (kind: GalleryKind, parentId: string) => repo.findImages(db, { kind, parentId }),

    /** A gallery as this caller sees it: each photo with what they may do with it. */
    shownImages: async (kind: GalleryKind, parentId: string, viewer: TPolicyActor) =>
      (await repo.findImages(db, { kind, parentId })).map((row) => presentImage(row, viewer)),

    /** The galleries of a page of owners (trade requests in their list), as this caller sees them: one query. */
    async shownGalleries(
      kind: GalleryKind,
      parentIds: string[],
      viewer: TPolicyActor,
    ): Promise<Map<string, TImage[]>> {
      const galleries = await repo.findGalleries(db, kind, parentIds);
      return new Map([...galleries].map(([id, rows]) => [id, rows.map((row) => presentImage(row, viewer))]));
    },

    /** The thumbnail of each release's primary image, its front cover in lists. */
    async releaseCovers(releaseIds: string[]): Promise<Map<string, string>> {
      const primaries = await repo.findPrimaryReleaseImages(db, releaseIds);
      return new Map([...primaries].map(([id, image]) => [id, image.thumbUrl ?? image.url]));
    },

    /**
     * Checks and re-encodes the file, stores it with its thumbnail, then adds the row at the end of the
     * gallery (the first image is primary). Nothing stays behind when a step fails: no row without its
     * files, no files without their row.
     */
    async upload(
      actor: Actor,
      kind: GalleryKind,
      idOrSlug: string,
      input: { file: Buffer; caption?: string },
    ): Promise<ImageRow> {
      const context = await galleryOf(kind, idOrSlug);
      const { gallery, stem, event } = context;
      context.authorizeUpload(actor);
      if (input.file.length === 0) throw new AppError(400, 'image_empty', MSG.imageEmpty);
      if (input.file.length >= LIMITS.uploadBytes) {
        throw new AppError(400, 'image_too_large', MSG.imageTooLarge);
      }
      // Checked again under the lock below; this one only spares the work when the gallery is full.
      const count = await repo.countImages(db, gallery);
      if (count >= LIMITS.imagesPerItem) throw tooManyImages();

      const image = await encodeImage(input.file);
      const stored = await storeImage(
        storage,
        `${IMAGE_FOLDERS[kind]}${stem}-${stamp()}-${count + 1}`,
        image,
      );
      const { url, thumbUrl, key } = stored;
      try {
        return await withLockedGallery(context, actor, async (tx) => {
          const taken = await repo.countImages(tx, gallery);
          if (taken >= LIMITS.imagesPerItem) throw tooManyImages();
          const order = taken + 1;
          // The activity feed shows image uploads.
          if (event) await record(tx, { kind: 'photo-added', userId: actor.userId, ...event });
          return repo.insertImage(tx, gallery, {
            url,
            thumbUrl,
            storageKey: key,
            order,
            isPrimary: order === 1,
            caption: captionFor(input.caption, order, kind),
            uploadedBy: actor.userId,
          });
        });
      } catch (error) {
        await deleteFiles(filesOfStoredImage(key));
        throw error;
      }
    },

    /**
     * Puts the gallery in the order given, with the captions given. The list must name every image of the
     * gallery exactly once; anything else means the gallery changed since the caller read it (409).
     */
    async reorder(
      actor: Actor,
      kind: GalleryKind,
      idOrSlug: string,
      input: TUpdateImagesRequest,
    ): Promise<ImageRow[]> {
      const context = await galleryOf(kind, idOrSlug);
      const { gallery } = context;
      return withLockedGallery(context, actor, async (tx) => {
        const current = await repo.findImages(tx, gallery);
        context.authorizeChange(actor, current);
        const byId = new Map(current.map((row) => [row.id, row]));
        const ids = new Set(input.images.map((image) => image.id));
        const isSameSet =
          ids.size === input.images.length &&
          ids.size === current.length &&
          [...ids].every((id) => byId.has(id));
        if (!isSameSet) throw new AppError(409, 'image_order_mismatch', MSG.imageOrderMismatch);
        await renumber(
          tx,
          kind,
          input.images.map(({ id, caption }) => ({ row: byId.get(id)!, caption })),
        );
        return repo.findImages(tx, gallery);
      });
    },

    /**
     * Deletes one image (its uploader or an admin), renumbers the rest, then removes its files. A film's or
     * release's main photo removed by someone else (an admin) is its uploader's to hear of.
     */
    async remove(actor: Actor, kind: GalleryKind, idOrSlug: string, imageId: string): Promise<ImageRow[]> {
      const context = await galleryOf(kind, idOrSlug);
      const { gallery } = context;
      const { removed, rest } = await withLockedGallery(context, actor, async (tx) => {
        const current = await repo.findImages(tx, gallery);
        const image = current.find((row) => row.id === imageId);
        if (!image) throw notFound(MSG.imageNotFound);
        context.authorizeChange(actor, [image]);
        await repo.deleteImage(tx, kind, image.id);
        if (context.notice && image.isPrimary && image.uploadedBy && image.uploadedBy !== actor.userId) {
          await notify(tx, [image.uploadedBy], {
            kind: 'photo-removed',
            text: MSG.primaryPhotoRemovedNotice(context.notice.label),
            link: context.notice.link,
          });
        }
        await renumber(
          tx,
          kind,
          current.filter((row) => row !== image).map((row) => ({ row, caption: row.caption })),
        );
        return { removed: image, rest: await repo.findImages(tx, gallery) };
      });
      await deleteFiles(filesOf(removed));
      return rest;
    },

    /**
     * Fetches a poster from an allowed image host (fetched by URL, stored again as JPEG),
     * stores it under movie-posters/ with its thumbnail and makes it the film's cover. The catalogue's
     * edit rule applies: anyone signed in may fill an empty cover, only an admin may replace one. A
     * poster stored here before is removed once replaced.
     */
    async setPosterFromUrl(actor: Actor, idOrSlug: string, url: string) {
      const title = await catalog.findTitle(idOrSlug);
      // Checked before fetching too: a refused change should not cost a request to someone else's host.
      authorize(catalogPolicy.update(actor, title, { coverImageUrl: url }));
      const image = await encodeImage(await fetchRemoteImage(url, posterPolicy), { asJpeg: true });
      const stem = `${IMAGE_FOLDERS.title}${fileStem(title.title, title.year)}-${stamp()}-poster`;
      const { url: coverImageUrl, key } = await storeImage(storage, stem, image);
      let updated;
      try {
        updated = await catalog.updateTitle(actor, title.id, { coverImageUrl });
      } catch (error) {
        await deleteFiles(filesOfStoredImage(key));
        throw error;
      }
      await deleteFiles(await posterFilesOf(title.id, title.coverImageUrl));
      return updated;
    },

    /**
     * The stored files that deleting a title leaves without a row: its and its releases' gallery images,
     * and its fetched poster.
     */
    async filesOfTitle(idOrSlug: string): Promise<string[]> {
      const { title, releases } = await catalog.getTitle(idOrSlug);
      const keys = await repo.findStorageKeysOfTitle(
        db,
        title.id,
        releases.map((release) => release.id),
      );
      return [
        ...keys.flatMap((key) => filesOf({ storageKey: key })),
        ...(await posterFilesOf(title.id, title.coverImageUrl)),
      ];
    },

    /** The stored files of a release's photos (a deleted release's, deleted when the trash lets it go). */
    async filesOfRelease(releaseId: string): Promise<string[]> {
      const keys = await repo.findStorageKeysOfTitle(db, null, [releaseId]);
      return keys.flatMap((key) => filesOf({ storageKey: key }));
    },

    /** A merged film's photos join the gallery of the film that stays, in the merge's transaction. */
    moveTitleGallery: (tx: Db, fromId: string, toId: string) => repo.moveTitleGallery(tx, fromId, toId),

    /**
     * The files of a merged film's fetched poster once it is gone, unless the film that stayed took it as its
     * own cover (decision 029).
     */
    leftoverPosterFiles: (merged: { id: string; coverImageUrl: string | null }) =>
      posterFilesOf(merged.id, merged.coverImageUrl),

    deleteFiles,
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
