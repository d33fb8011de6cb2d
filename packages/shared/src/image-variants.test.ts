import { describe, expect, it } from 'vitest';
import {
  describeImage,
  imageVariantUrl,
  parseSizedImage,
  sizedImageKey,
  storedImageKeys,
} from './image-variants';

const LOCAL = '/media/movie-posters/the-goonies-1985-1700000000000-poster~1000x1500.jpg';
const CDN = 'https://cdn.example.com/release-covers/tron-1982-release-1700000000000-1~300x450.webp';

describe('describeImage', () => {
  it('gives the size and every stored width of an image served by the app or a CDN', () => {
    expect(describeImage(LOCAL)).toEqual({
      src: LOCAL,
      width: 1000,
      height: 1500,
      srcSet: [
        `${LOCAL}~w160.webp 160w`,
        `${LOCAL}~w320.webp 320w`,
        `${LOCAL}~w480.webp 480w`,
        `${LOCAL}~w640.webp 640w`,
        `${LOCAL}~w960.webp 960w`,
        `${LOCAL} 1000w`,
      ].join(', '),
    });
    expect(describeImage(CDN)).toEqual({
      src: CDN,
      width: 300,
      height: 450,
      srcSet: `${CDN}~w160.webp 160w, ${CDN} 300w`,
    });
  });

  it('describes the whole image from the URL of one of its copies (a thumbnail in a list)', () => {
    expect(describeImage(`${LOCAL}~w320.webp`)).toEqual(describeImage(LOCAL));
  });

  it('describes nothing for other URLs: typed ones, old unsized names, copies that are never made', () => {
    for (const url of [
      'https://image.tmdb.org/t/p/w500/abc.jpg',
      '/media/movie-posters/the-goonies-1985-1700000000000-poster.jpg',
      '/media/movie-posters/the-goonies-1985-1700000000000-poster.jpg-thumb.webp',
      `${LOCAL}?v=2`,
      `${LOCAL}#top`,
      `${LOCAL}~w2000.webp`,
      `${CDN}~w320.webp`,
      '/media/a~0x10.jpg',
      '/media/a~10x10.png',
    ])
      expect(describeImage(url), url).toBeNull();
  });
});

describe('stored keys', () => {
  it('names an image by its size and lists the copies stored beside it', () => {
    const key = sizedImageKey('avatars/u1_5', { width: 512, height: 512 }, 'jpg');
    expect(key).toBe('avatars/u1_5~512x512.jpg');
    expect(parseSizedImage(key)).toEqual({ width: 512, height: 512, original: key });
    expect(storedImageKeys(key)).toEqual([key, `${key}~w160.webp`, `${key}~w320.webp`, `${key}~w480.webp`]);
    expect(storedImageKeys('avatars/u1_5.jpg')).toEqual(['avatars/u1_5.jpg']);
  });

  it('picks the copy at least as wide as asked, else the image itself', () => {
    expect(imageVariantUrl(LOCAL, 320)).toBe(`${LOCAL}~w320.webp`);
    expect(imageVariantUrl(LOCAL, 700)).toBe(`${LOCAL}~w960.webp`);
    expect(imageVariantUrl(CDN, 320)).toBe(CDN);
    expect(imageVariantUrl('https://elsewhere.example/a.jpg', 320)).toBe('https://elsewhere.example/a.jpg');
  });
});
