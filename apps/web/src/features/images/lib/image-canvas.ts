import { IMAGE } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';

/** A rectangle in the image's natural (full-size) pixels. */
export type TPixelArea = { x: number; y: number; width: number; height: number };

/**
 * Decodes through an <img>, as the dialogs display it, so the natural size and the EXIF orientation the
 * crop box was drawn on are the ones the canvas sees.
 */
function loadImage(blob: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(blob);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(MSG.imageFailedToLoad));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

function exportJpeg(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (!blob) return reject(new Error('The canvas could not be exported'));
        const base = name.replace(/\.[^./]+$/, '') || 'image';
        resolve(new File([blob], `${base}.jpg`, { type: 'image/jpeg', lastModified: Date.now() }));
      },
      'image/jpeg',
      IMAGE.jpegQuality,
    );
  });
}

function createCanvas(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a transparent PNG or GIF gets a white background instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return { canvas, context };
}

const nameOf = (blob: Blob) => (blob instanceof File ? blob.name : 'image');

/** Cuts `area` (natural pixels, clamped to the image) out of the picture; answers a JPEG file. */
export async function cropImage(blob: Blob, area: TPixelArea): Promise<File> {
  try {
    const image = await loadImage(blob);
    const x = Math.max(0, Math.min(Math.round(area.x), image.naturalWidth - 1));
    const y = Math.max(0, Math.min(Math.round(area.y), image.naturalHeight - 1));
    const width = Math.max(1, Math.min(Math.round(area.width), image.naturalWidth - x));
    const height = Math.max(1, Math.min(Math.round(area.height), image.naturalHeight - y));
    const { canvas, context } = createCanvas(width, height);
    context.drawImage(image, x, y, width, height, 0, 0, width, height);
    return await exportJpeg(canvas, nameOf(blob));
  } catch {
    throw new Error(MSG.cropFailed);
  }
}

/** -90 -> 270, 450 -> 90: a quarter turn count in [0, 360). */
export const normaliseDegrees = (degrees: number) => (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;

/** Turns the picture clockwise by a multiple of 90 degrees; answers a JPEG file. */
export async function rotateImage(blob: Blob, degrees: number): Promise<File> {
  try {
    const turn = normaliseDegrees(degrees);
    const image = await loadImage(blob);
    const { naturalWidth: width, naturalHeight: height } = image;
    const isSideways = turn === 90 || turn === 270;
    const { canvas, context } = createCanvas(isSideways ? height : width, isSideways ? width : height);
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((turn * Math.PI) / 180);
    context.drawImage(image, -width / 2, -height / 2);
    return await exportJpeg(canvas, nameOf(blob));
  } catch {
    throw new Error(MSG.rotateFailed);
  }
}
