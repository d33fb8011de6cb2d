import type { TImage } from '@rewind/shared/images';

/** A gallery photo's alternative text: what it shows, then its caption, else its place. */
export const imageAlt = (subject: string, image: TImage, index: number) =>
  `${subject}: ${image.caption || `image ${index + 1}`}`;
