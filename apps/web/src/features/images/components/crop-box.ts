import { IMAGE } from '@rewind/shared/limits';
import type { KeyboardEvent } from 'react';
import type { TPixelArea } from '@/features/images/lib/image-canvas';
import type { TBox, TSize, TCorner } from '@/features/images/components/image-crop-dialog';

/** Keyboard step in displayed pixels; with Alt held, one pixel for fine adjustments. */
export const stepOf = (event: KeyboardEvent) => (event.altKey ? 1 : 10);

export const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Centred, up to 80% of the displayed image, at most 300 wide and 400 high. */
export function initialBox(display: TSize): TBox {
  const { maxFraction, maxWidth, maxHeight } = IMAGE.crop;
  const width = Math.min(display.width * maxFraction, maxWidth);
  const height = Math.min(display.height * maxFraction, maxHeight);
  return { x: (display.width - width) / 2, y: (display.height - height) / 2, width, height };
}

const minSide = (length: number) => Math.min(IMAGE.cropMinPx, length);

export function moveBox(box: TBox, dx: number, dy: number, display: TSize): TBox {
  return {
    ...box,
    x: clamp(box.x + dx, 0, display.width - box.width),
    y: clamp(box.y + dy, 0, display.height - box.height),
  };
}

/** Moves one corner; the opposite corner stays put and the box keeps the minimum size. */
export function resizeBox(box: TBox, corner: TCorner, dx: number, dy: number, display: TSize): TBox {
  let left = box.x;
  let top = box.y;
  let right = box.x + box.width;
  let bottom = box.y + box.height;
  const minWidth = minSide(display.width);
  const minHeight = minSide(display.height);
  if (corner === 'nw' || corner === 'sw') left = clamp(left + dx, 0, right - minWidth);
  else right = clamp(right + dx, left + minWidth, display.width);
  if (corner === 'nw' || corner === 'ne') top = clamp(top + dy, 0, bottom - minHeight);
  else bottom = clamp(bottom + dy, top + minHeight, display.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The box in the image's natural pixels: the displayed box scaled by natural / displayed size. */
export function toNaturalArea(box: TBox, display: TSize, natural: TSize): TPixelArea {
  const scaleX = natural.width / display.width;
  const scaleY = natural.height / display.height;
  const x = clamp(Math.round(box.x * scaleX), 0, natural.width - 1);
  const y = clamp(Math.round(box.y * scaleY), 0, natural.height - 1);
  return {
    x,
    y,
    width: clamp(Math.round(box.width * scaleX), 1, natural.width - x),
    height: clamp(Math.round(box.height * scaleY), 1, natural.height - y),
  };
}

export type TFrame = { display: TSize | null; natural: TSize | null; box: TBox };
