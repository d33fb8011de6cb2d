// Small helpers for procedural SVG artwork: a seeded random source and shape builders.

/** FNV-1a: a stable 32-bit hash, so a film always gets the same artwork. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** mulberry32 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Random;
  next.range = (min, max) => min + next() * (max - min);
  next.int = (min, max) => Math.floor(next.range(min, max + 1));
  next.pick = (items) => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  next.chance = (probability) => next() < probability;
  return next;
}

export const r1 = (value: number) => Math.round(value * 10) / 10;

/** A jagged ridge from x0 to x1 around `base`, closed down to `bottom` (midpoint displacement). */
export function ridgePath(
  random: Random,
  options: { x0: number; x1: number; base: number; bottom: number; roughness: number; peaks?: number },
): string {
  const { x0, x1, base, bottom, roughness } = options;
  let points: [number, number][] = [
    [x0, base + random.range(-roughness, roughness) * 0.3],
    [x1, base + random.range(-roughness, roughness) * 0.3],
  ];
  let amplitude = roughness;
  for (let depth = 0; depth < 6; depth++) {
    const next: [number, number][] = [];
    for (let i = 0; i < points.length - 1; i++) {
      const a = points[i];
      const b = points[i + 1];
      if (!a || !b) continue;
      next.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + random.range(-amplitude, amplitude)]);
    }
    const last = points[points.length - 1];
    if (last) next.push(last);
    points = next;
    amplitude *= 0.52;
  }
  return `M${x0} ${bottom}L${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}L${x1} ${bottom}Z`;
}

/** Flat-topped desert mesas along a horizon. */
export function mesaPath(random: Random, options: { base: number; bottom: number; width: number }): string {
  const { base, bottom, width } = options;
  let d = `M0 ${bottom}L0 ${base}`;
  let x = 0;
  while (x < width) {
    const gap = random.range(30, 120);
    x += gap;
    const height = random.range(40, 150);
    const top = random.range(40, 140);
    const slope = random.range(14, 30);
    d += `L${r1(x)} ${base}L${r1(x + slope)} ${r1(base - height)}L${r1(x + slope + top)} ${r1(base - height + random.range(-6, 6))}L${r1(x + slope * 2 + top)} ${base}`;
    x += slope * 2 + top;
  }
  return `${d}L${width} ${base}L${width} ${bottom}Z`;
}

/** A bare, crooked tree as stroked branches, grouped by thickness. */
export function treeStrokes(
  random: Random,
  x: number,
  y: number,
  length: number,
  depth = 6,
): Map<number, string> {
  const strokes = new Map<number, string>();
  const grow = (px: number, py: number, angle: number, len: number, level: number) => {
    const nx = px + Math.cos(angle) * len;
    const ny = py + Math.sin(angle) * len;
    const width = Math.max(1, Math.round(level * 1.6));
    strokes.set(width, `${strokes.get(width) ?? ''}M${r1(px)} ${r1(py)}L${r1(nx)} ${r1(ny)}`);
    if (level <= 1) return;
    const branches = random.int(2, 3);
    for (let i = 0; i < branches; i++) {
      grow(nx, ny, angle + random.range(-0.75, 0.75), len * random.range(0.6, 0.8), level - 1);
    }
  };
  grow(x, y, -Math.PI / 2 + random.range(-0.2, 0.2), length, depth);
  return strokes;
}

/** A saguaro cactus silhouette standing on (x, y). */
export function cactusPath(x: number, y: number, height: number, flip: boolean): string {
  const w = height * 0.16;
  const arm = flip ? -1 : 1;
  const trunk = `M${x - w / 2} ${y}L${x - w / 2} ${y - height + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w / 2} ${y - height + w / 2}L${x + w / 2} ${y}Z`;
  const ax = x + arm * (w / 2);
  const ay = y - height * 0.45;
  const armLen = height * 0.28;
  const elbow = `M${ax} ${ay}L${ax + arm * w * 1.2} ${ay}L${ax + arm * w * 1.2} ${ay - armLen}A${w * 0.4} ${w * 0.4} 0 0 ${arm > 0 ? 0 : 1} ${ax + arm * w * 2} ${ay - armLen}L${ax + arm * w * 2} ${ay + w * 0.75}L${ax} ${ay + w * 0.75}Z`;
  const bx = x - arm * (w / 2);
  const by = y - height * 0.62;
  const second = `M${bx} ${by}L${bx - arm * w} ${by}L${bx - arm * w} ${by - armLen * 0.7}A${w * 0.35} ${w * 0.35} 0 0 ${arm > 0 ? 1 : 0} ${bx - arm * w * 1.7} ${by - armLen * 0.7}L${bx - arm * w * 1.7} ${by + w * 0.7}L${bx} ${by + w * 0.7}Z`;
  return trunk + elbow + second;
}

/** A four-pointed sparkle, the chrome-lettering glint. */
export function sparklePath(cx: number, cy: number, size: number): string {
  const s = size;
  const t = size * 0.14;
  return `M${cx} ${cy - s}Q${cx + t} ${cy - t} ${cx + s} ${cy}Q${cx + t} ${cy + t} ${cx} ${cy + s}Q${cx - t} ${cy + t} ${cx - s} ${cy}Q${cx - t} ${cy - t} ${cx} ${cy - s}Z`;
}

export function starPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  rotation = 0,
): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = rotation - Math.PI / 2 + (i * Math.PI) / points;
    d += `${i === 0 ? 'M' : 'L'}${r1(cx + Math.cos(angle) * radius)} ${r1(cy + Math.sin(angle) * radius)}`;
  }
  return `${d}Z`;
}
