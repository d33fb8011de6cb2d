import { describe, it, expect } from 'vitest';
import { CAMERA, IMAGE, LIMITS, TIMINGS } from './limits.ts';

describe('LIMITS', () => {
  it('holds the text lengths', () => {
    expect(LIMITS).toMatchObject({
      passwordMin: 6,
      passwordMax: 100,
      usernameMin: 3,
      usernameMax: 30,
      title: 200,
      description: 1000,
      bio: 500,
      location: 100,
      sellerTerms: 1000,
      notes: 300,
      search: 200,
      shortText: 200,
      caption: 40,
      upcDistributor: 100,
      imdbRating: 4,
    });
  });

  it('holds the year, upload and barcode limits', () => {
    expect(LIMITS).toMatchObject({
      yearMin: 1800,
      yearMax: 2200,
      avatarBytes: 5_242_880,
      uploadBytes: 5_242_880,
      imagesPerItem: 5,
      upcDigits: 12,
      scannedUpcMinDigits: 8,
    });
  });

  it('holds the list sizes', () => {
    expect(LIMITS).toMatchObject({
      globalSearchResults: 50,
      headerSearchVisible: 8,
      collectionBatch: 50,
      forumPostsPage: 20,
      tradeRequestsPage: 20,
      topCollectors: 10,
      topCollectorsScan: 50,
      overlaps: 5,
      opportunities: 5,
      recentPostsDays: 30,
    });
    expect(LIMITS.activityFeed).toEqual({
      perSource: 20,
      catalogPerSource: 10,
      merged: 30,
      shellPerSource: 10,
      shellTotal: 20,
      clientKeep: 10,
    });
  });
});

describe('TIMINGS', () => {
  it('holds the delays, intervals and cache lifetimes', () => {
    expect(TIMINGS).toEqual({
      notificationMs: 3000,
      usernameCheckDebounceMs: 500,
      searchDebounceMs: 300,
      profilePromptDelayMs: 500,
      profileCheckIntervalMs: 2000,
      profileCheckMaxAttempts: 15,
      profileHashChangeDelayMs: 1000,
      movieSearchOpenDelayMs: 100,
      postEditReloadMs: 1000,
      chunkLoadTimeoutMs: 120000,
      statsCacheMs: 30000,
      communityCacheMs: 15000,
      storageCacheSeconds: 3600,
      keySetCacheMs: 600000,
      scannerPollMs: 500,
      scannerPollAttempts: 40,
      scanStartDelayMs: 1000,
    });
  });
});

describe('IMAGE and CAMERA', () => {
  it('holds the image editing constants', () => {
    expect(IMAGE).toMatchObject({
      jpegQuality: 0.9,
      rotationStepDegrees: 90,
      cropMinPx: 20,
      viewerZIndex: 60,
    });
    expect(IMAGE.crop).toEqual({
      maxFraction: 0.8,
      maxWidth: 300,
      maxHeight: 400,
      initial: { x: 50, y: 50, width: 200, height: 267 },
    });
  });

  it('allows JPEG, PNG, GIF and WebP only', () => {
    expect(IMAGE.allowedMimeTypes).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
    expect(IMAGE.allowedExtensions).toEqual(['jpg', 'jpeg', 'png', 'gif', 'webp']);
  });

  it('asks for the rear camera at 1920x1080, at least 1280x720', () => {
    expect(CAMERA).toEqual({
      facingMode: 'environment',
      idealWidth: 1920,
      idealHeight: 1080,
      minWidth: 1280,
      minHeight: 720,
    });
  });
});
