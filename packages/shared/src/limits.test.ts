import { describe, expect, it } from 'vitest';
import { ZTitleListQuery } from './catalog.ts';
import { ZUpdateNotesRequest } from './collection.ts';
import { ZImageUploadFields, ZUpdateImagesRequest } from './images.ts';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { ZUpdateReleaseRequest } from './releases.ts';

// The lengths whose forms are tested with their schemas (auth, profiles, catalogue, lookup) are not repeated here.

const IMAGE_ID = '00000000-0000-4000-8000-000000000001';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe('a collection note', () => {
  it(`takes ${LIMITS.notes} characters and refuses one more with its message`, () => {
    expect(ZUpdateNotesRequest.parse({ notes: 'n'.repeat(LIMITS.notes) }).notes).toHaveLength(LIMITS.notes);
    expect(messagesOf(ZUpdateNotesRequest.safeParse({ notes: 'n'.repeat(LIMITS.notes + 1) }))).toEqual([
      MSG.notesTooLong,
    ]);
  });

  it('counts the note without the spaces around it, and keeps an empty one as no note', () => {
    expect(ZUpdateNotesRequest.parse({ notes: `  ${'n'.repeat(LIMITS.notes)}  ` }).notes).toHaveLength(
      LIMITS.notes,
    );
    expect(ZUpdateNotesRequest.parse({ notes: '   ' }).notes).toBeNull();
  });
});

describe('an image caption', () => {
  it(`takes ${LIMITS.caption} characters and refuses one more with its message, on upload and on edit`, () => {
    const caption = 'c'.repeat(LIMITS.caption);
    expect(ZImageUploadFields.parse({ caption }).caption).toBe(caption);
    expect(messagesOf(ZImageUploadFields.safeParse({ caption: `${caption}c` }))).toEqual([
      MSG.captionTooLong,
    ]);
    expect(
      messagesOf(ZUpdateImagesRequest.safeParse({ images: [{ id: IMAGE_ID, caption: `${caption}c` }] })),
    ).toEqual([MSG.captionTooLong]);
  });
});

describe('a gallery', () => {
  it(`is reordered with at most ${LIMITS.imagesPerItem} images`, () => {
    const images = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: `00000000-0000-4000-8000-00000000000${index}`,
        caption: null,
      }));
    expect(ZUpdateImagesRequest.safeParse({ images: images(LIMITS.imagesPerItem) }).success).toBe(true);
    expect(ZUpdateImagesRequest.safeParse({ images: images(LIMITS.imagesPerItem + 1) }).success).toBe(false);
  });
});

describe("a release's UPC details", () => {
  it(`take ${LIMITS.upcDistributor} characters and refuse one more, naming the field`, () => {
    const distributor = 'd'.repeat(LIMITS.upcDistributor);
    expect(ZUpdateReleaseRequest.parse({ upcDistributor: distributor }).upcDistributor).toBe(distributor);
    expect(messagesOf(ZUpdateReleaseRequest.safeParse({ upcDistributor: `${distributor}d` }))).toEqual([
      MSG.tooLong('UPC Distributor', LIMITS.upcDistributor),
    ]);
  });
});

describe('a catalogue filter', () => {
  it(`takes ${LIMITS.search} characters and refuses one more`, () => {
    expect(ZTitleListQuery.parse({ genre: 'g'.repeat(LIMITS.search) }).genre).toHaveLength(LIMITS.search);
    expect(ZTitleListQuery.safeParse({ genre: 'g'.repeat(LIMITS.search + 1) }).success).toBe(false);
  });

  it('is no filter when empty', () => {
    expect(ZTitleListQuery.parse({ genre: '  ' }).genre).toBeUndefined();
  });
});
