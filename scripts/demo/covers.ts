// Generated 1980s video-box artwork for the demo catalogue. Every shape and letter is an SVG path (see fonts.ts),
// rendered to JPEG by sharp; nothing is downloaded and no system font is needed.
import type { OverlayOptions } from 'sharp';
import { loadSharp } from '../../apps/server/src/platform/load-sharp';
import {
  cactusPath,
  createRandom,
  hashString,
  mesaPath,
  r1,
  ridgePath,
  sparklePath,
  starPath,
  treeStrokes,
  type Random,
} from './art';
import { capHeight, fitText, measureText, textPath, type FontName } from './fonts';

export const TITLE_COVER = { width: 600, height: 900, quality: 82 } as const;
export const RELEASE_COVER = { width: 400, height: 600, quality: 82 } as const;

const W = TITLE_COVER.width;
const H = TITLE_COVER.height;

export type CoverStyle =
  | 'synthwave'
  | 'space'
  | 'horror'
  | 'stripes'
  | 'sunburst'
  | 'desert'
  | 'noir'
  | 'fantasy'
  | 'memphis'
  | 'ocean';

export type CoverFilm = {
  title: string;
  year: number;
  director: string;
  studio: string;
  actors: string;
  genre: string;
  rated: string;
  /** Artwork family; chosen from the genre when absent. */
  art?: CoverStyle;
};

export type CoverRelease = {
  format: string;
  caseType: string;
  label: string;
  releaseTitle: string;
  region: string;
};

type Treatment = 'chrome' | 'sunset-chrome' | 'ice' | 'gold' | 'extrude' | 'neon' | 'blood' | 'flat';

type Scene = {
  defs: string;
  art: string;
  /** Where the title block may go. */
  titleBox: { top: number; bottom: number; left: number; right: number; align: 'middle' | 'start' };
  titleFont: FontName;
  treatment: Treatment;
  colors: { face: string; outline: string; shadow: string; credit: string; billing: string; accent: string };
  creditAlign: 'middle' | 'start';
};

// ---------------------------------------------------------------------------------------------------------------
// Choosing a look

function styleFor(film: CoverFilm): CoverStyle {
  if (film.art) return film.art;
  const genre = film.genre.toLowerCase();
  const random = createRandom(hashString(`${film.title}|${film.year}|style`));
  if (genre.includes('horror')) return 'horror';
  if (genre.includes('animation')) return 'sunburst';
  if (genre.includes('family') && genre.includes('fantasy')) return 'fantasy';
  if (genre.includes('family')) return random.pick(['sunburst', 'memphis'] as const);
  if (genre.includes('western')) return 'desert';
  if (genre.includes('sci-fi')) return random.pick(['synthwave', 'space', 'synthwave'] as const);
  if (genre.includes('fantasy')) return 'fantasy';
  if (genre.includes('comedy')) return random.pick(['memphis', 'stripes'] as const);
  if (genre.includes('action')) return random.pick(['synthwave', 'noir'] as const);
  if (genre.includes('adventure')) return random.pick(['fantasy', 'stripes'] as const);
  return random.pick(['noir', 'stripes'] as const);
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes: one function per artwork family

function stops(colors: readonly string[]): string {
  return colors
    .map((color, i) => `<stop offset="${r1(i / Math.max(1, colors.length - 1))}" stop-color="${color}"/>`)
    .join('');
}

function verticalGradient(id: string, colors: readonly string[], y1: number = 0, y2: number = H): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">${stops(colors)}</linearGradient>`;
}

function starField(random: Random, count: number, top: number, bottom: number, color = '#fff'): string {
  let d = '';
  let faint = '';
  for (let i = 0; i < count; i++) {
    const x = r1(random.range(0, W));
    const y = r1(random.range(top, bottom));
    const radius = r1(random.range(0.6, 1.9));
    const dot = `M${x - radius} ${y}a${radius} ${radius} 0 1 0 ${radius * 2} 0a${radius} ${radius} 0 1 0 ${-radius * 2} 0`;
    if (random.chance(0.5)) d += dot;
    else faint += dot;
  }
  return `<path d="${d}" fill="${color}" opacity=".9"/><path d="${faint}" fill="${color}" opacity=".45"/>`;
}

/** Dots on a grid inside a circle or a box; drawn as tiny diamonds because librsvg patterns are slow. */
function dotGrid(
  area: { cx: number; cy: number; radius: number } | { x: number; y: number; width: number; height: number },
  step: number,
  size: number,
): string {
  let d = '';
  const box =
    'radius' in area
      ? {
          x: area.cx - area.radius,
          y: area.cy - area.radius,
          width: area.radius * 2,
          height: area.radius * 2,
        }
      : area;
  for (let y = box.y; y <= box.y + box.height; y += step) {
    const row = Math.round((y - box.y) / step);
    for (let x = box.x + (row % 2 ? step / 2 : 0); x <= box.x + box.width; x += step) {
      if ('radius' in area && Math.hypot(x - area.cx, y - area.cy) > area.radius) continue;
      d += `M${r1(x)} ${r1(y - size)}l${size} ${size}l${-size} ${size}l${-size} ${-size}z`;
    }
  }
  return d;
}

function sparkles(random: Random, count: number, top: number, bottom: number, color = '#fff'): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    d += sparklePath(r1(random.range(30, W - 30)), r1(random.range(top, bottom)), r1(random.range(5, 14)));
  }
  return `<path d="${d}" fill="${color}"/>`;
}

const SYNTH_PALETTES = [
  {
    sky: ['#0b0224', '#2a0b52', '#7d1a78', '#ff3d7f', '#ffb347'],
    sun: ['#fff27a', '#ff8a3d', '#ff2f8e'],
    grid: '#ff2bd6',
    far: '#34105a',
    near: '#16042e',
  },
  {
    sky: ['#020a1f', '#0b2a5c', '#1b6ca8', '#25d0e8', '#c4fff9'],
    sun: ['#fdfd96', '#ff9f43', '#ee5253'],
    grid: '#19f6ff',
    far: '#123766',
    near: '#04142e',
  },
  {
    sky: ['#10001a', '#3a0030', '#8c0037', '#f2542d', '#ffcf56'],
    sun: ['#ffe66d', '#ff6b35', '#c1121f'],
    grid: '#ff7a00',
    far: '#4a0b2e',
    near: '#1a0010',
  },
  {
    sky: ['#000a04', '#002b12', '#00602a', '#2fbf5a', '#c8ffb0'],
    sun: ['#f4ffb0', '#8cff5a', '#00a83a'],
    grid: '#39ff14',
    far: '#083a1c',
    near: '#021408',
  },
  {
    sky: ['#07041a', '#1d1450', '#4b2fa0', '#9d6bff', '#ffd1f4'],
    sun: ['#ffffff', '#ffc2f0', '#b56cff'],
    grid: '#b98cff',
    far: '#2a1a66',
    near: '#0e0830',
  },
] as const;

function palmPath(x: number, base: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = base - height;
  let d = `M${r1(x - 5)} ${base}Q${r1(x + lean * 0.3 - 4)} ${r1(base - height * 0.6)} ${r1(topX - 2)} ${r1(topY)}L${r1(topX + 3)} ${r1(topY)}Q${r1(x + lean * 0.3 + 4)} ${r1(base - height * 0.6)} ${r1(x + 5)} ${base}Z`;
  for (const angle of [-2.6, -2.1, -1.4, -0.9, -0.35, 0.25]) {
    const length = 62;
    const ex = topX + Math.cos(angle) * length;
    const ey = topY + Math.sin(angle) * length * 0.6 + 26;
    const mx = topX + Math.cos(angle) * length * 0.5;
    const my = topY + Math.sin(angle) * length * 0.5 - 10;
    d += `M${r1(topX)} ${r1(topY)}Q${r1(mx)} ${r1(my - 8)} ${r1(ex)} ${r1(ey)}Q${r1(mx)} ${r1(my + 6)} ${r1(topX)} ${r1(topY + 5)}Z`;
  }
  return d;
}

function skylinePath(random: Random, base: number, tallest: number): string {
  let d = '';
  let x = -10;
  while (x < W) {
    const width = random.range(24, 60);
    const top = base - random.range(30, tallest);
    d += `M${r1(x)} ${base}L${r1(x)} ${r1(top)}L${r1(x + width)} ${r1(top)}L${r1(x + width)} ${base}Z`;
    if (random.chance(0.2))
      d += `M${r1(x + width / 2 - 1.5)} ${r1(top)}l1.5 -${r1(random.range(20, 50))}l1.5 ${0}z`;
    x += width + random.range(0, 4);
  }
  return d;
}

function synthwave(random: Random): Scene {
  const palette = random.pick(SYNTH_PALETTES);
  const horizon = 600;
  const sunY = 440;
  const sunR = random.range(140, 165);
  // Each cover mixes a sky feature (a striped sun or a neon triangle) with a horizon (mountains, palms, city).
  const hasSun = random.chance(0.7);
  const horizonKind = random.pick(['mountains', 'mountains', 'palms', 'city'] as const);
  let bars = '';
  for (let y = sunY + 8, h = 3; y < sunY + sunR; y += h * 2.6 + 6, h += 1.7) {
    bars += `<rect x="0" y="${r1(y)}" width="${W}" height="${r1(h)}" fill="#000"/>`;
  }
  let grid = '';
  for (let k = 1; k <= 13; k++) {
    const y = horizon + Math.pow(k / 13, 2.1) * (H - horizon);
    grid += `M0 ${r1(y)}L${W} ${r1(y)}`;
  }
  for (let i = -16; i <= 16; i++) {
    grid += `M${r1(W / 2 + i * 9)} ${horizon}L${r1(W / 2 + i * 95)} ${H}`;
  }
  const defs =
    verticalGradient('sky', palette.sky, 0, horizon) +
    verticalGradient('sun', palette.sun, sunY - sunR, sunY + sunR) +
    verticalGradient('floor', ['#0a0018', '#000'], horizon, H) +
    `<mask id="sunbars"><rect width="${W}" height="${H}" fill="#fff"/>${bars}</mask>` +
    `<clipPath id="ground"><rect y="${horizon}" width="${W}" height="${H - horizon}"/></clipPath>`;
  const triangle = `M${W / 2} ${r1(sunY - 190)}L${r1(W / 2 + 200)} ${r1(sunY + 150)}L${r1(W / 2 - 200)} ${r1(sunY + 150)}Z`;
  const sky = hasSun
    ? `<circle cx="${W / 2}" cy="${sunY}" r="${r1(sunR + 26)}" fill="${palette.sun[2]}" opacity=".18"/>` +
      `<circle cx="${W / 2}" cy="${sunY}" r="${r1(sunR)}" fill="url(#sun)" mask="url(#sunbars)"/>`
    : `<path d="${triangle}" fill="none" stroke="${palette.grid}" stroke-width="18" opacity=".2" stroke-linejoin="round"/>` +
      `<path d="${triangle}" fill="none" stroke="${palette.sun[0]}" stroke-width="5" stroke-linejoin="round"/>` +
      `<path d="${triangle}" fill="url(#sun)" opacity=".25"/>`;
  let skyline: string;
  if (horizonKind === 'mountains') {
    skyline =
      `<path d="${ridgePath(random, { x0: 0, x1: W, base: horizon - 30, bottom: horizon + 2, roughness: 120 })}" fill="${palette.far}"/>` +
      `<path d="${ridgePath(random, { x0: 0, x1: W, base: horizon - 6, bottom: horizon + 2, roughness: 60 })}" fill="${palette.near}" stroke="${palette.grid}" stroke-width="1.5" stroke-opacity=".8"/>`;
  } else if (horizonKind === 'palms') {
    skyline =
      `<path d="${ridgePath(random, { x0: 0, x1: W, base: horizon - 10, bottom: horizon + 2, roughness: 40 })}" fill="${palette.far}"/>` +
      `<path d="${palmPath(random.range(40, 110), horizon + 4, random.range(210, 260), random.range(20, 50))}${palmPath(random.range(470, 560), horizon + 4, random.range(170, 230), -random.range(20, 50))}" fill="${palette.near}"/>`;
  } else {
    skyline =
      `<path d="${skylinePath(random, horizon + 2, 150)}" fill="${palette.far}"/>` +
      `<path d="${skylinePath(random, horizon + 2, 80)}" fill="${palette.near}" stroke="${palette.grid}" stroke-width="1" stroke-opacity=".6"/>`;
  }
  const art =
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>` +
    starField(random, 60, 0, 330) +
    sky +
    skyline +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor)"/>` +
    `<g clip-path="url(#ground)" fill="none" stroke="${palette.grid}"><path d="${grid}" stroke-width="5" opacity=".22"/><path d="${grid}" stroke-width="1.6"/></g>` +
    `<rect y="${horizon - 1.5}" width="${W}" height="3" fill="#fff" opacity=".85"/>`;
  return {
    defs,
    art,
    titleBox: { top: 470, bottom: 690, left: 36, right: W - 36, align: 'middle' },
    titleFont: random.pick(['anton', 'bebas', 'anton'] as const),
    treatment: random.pick(['chrome', 'sunset-chrome', 'chrome', 'ice', 'neon'] as const),
    colors: {
      face: '#fff',
      outline: '#12002a',
      shadow: palette.grid,
      credit: '#ffffff',
      billing: '#e9d8ff',
      accent: palette.grid,
    },
    creditAlign: 'middle',
  };
}

const SPACE_PALETTES = [
  { nebula: ['#6a1b9a', '#1565c0', '#c2185b'], planet: ['#ffd180', '#ff7043', '#4e1c0f'], ring: '#ffe0b2' },
  { nebula: ['#00838f', '#283593', '#00695c'], planet: ['#b2ebf2', '#26a69a', '#0b3037'], ring: '#e0f7fa' },
  { nebula: ['#b71c1c', '#4a148c', '#e65100'], planet: ['#f8bbd0', '#8e24aa', '#1a0530'], ring: '#fce4ec' },
] as const;

function space(random: Random): Scene {
  const palette = random.pick(SPACE_PALETTES);
  const px = random.range(380, 480);
  const py = random.range(260, 340);
  const pr = random.range(100, 140);
  let nebulae = '';
  let defs = `<radialGradient id="void" cx=".35" cy=".35" r=".9">${stops(['#120a2a', '#040210', '#000'])}</radialGradient>`;
  palette.nebula.forEach((color, i) => {
    defs += `<radialGradient id="neb${i}">${`<stop offset="0" stop-color="${color}" stop-opacity=".75"/><stop offset="1" stop-color="${color}" stop-opacity="0"/>`}</radialGradient>`;
    nebulae += `<circle cx="${r1(random.range(50, W - 50))}" cy="${r1(random.range(150, 650))}" r="${r1(random.range(170, 290))}" fill="url(#neb${i})"/>`;
  });
  defs += `<radialGradient id="planet" cx=".32" cy=".3" r=".85">${stops(palette.planet)}</radialGradient>`;
  defs += `<linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient>`;
  const rx = pr * 1.9;
  const ry = pr * 0.34;
  const tilt = random.range(-24, -10);
  const ringBack = `M${r1(px - rx)} ${r1(py)}A${r1(rx)} ${r1(ry)} 0 0 1 ${r1(px + rx)} ${r1(py)}`;
  const ringFront = `M${r1(px - rx)} ${r1(py)}A${r1(rx)} ${r1(ry)} 0 0 0 ${r1(px + rx)} ${r1(py)}`;
  let beams = '';
  for (let i = 0; i < 3; i++) {
    const y = random.range(120, 520);
    const x = random.range(20, 200);
    const length = random.range(90, 200);
    beams += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(length)}" height="2.2" fill="url(#beam)" transform="rotate(${r1(random.range(-32, -18))} ${r1(x)} ${r1(y)})"/>`;
  }
  // A ringed planet, the curve of a world seen from orbit, or stars streaking past at light speed.
  const kind = random.pick(['ringed', 'ringed', 'horizon', 'warp'] as const);
  let feature: string;
  if (kind === 'ringed') {
    feature =
      `<g transform="rotate(${r1(tilt)} ${r1(px)} ${r1(py)})"><path d="${ringBack}" fill="none" stroke="${palette.ring}" stroke-width="9" opacity=".55"/></g>` +
      `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(pr)}" fill="url(#planet)"/>` +
      `<g transform="rotate(${r1(tilt)} ${r1(px)} ${r1(py)})"><path d="${ringFront}" fill="none" stroke="${palette.ring}" stroke-width="9" opacity=".85"/></g>`;
  } else if (kind === 'horizon') {
    defs += `<radialGradient id="world" cx=".5" cy="0" r="1">${stops([palette.planet[0], palette.planet[1], palette.planet[2], '#000'])}</radialGradient>`;
    feature =
      `<circle cx="${r1(random.range(120, 220))}" cy="${r1(random.range(190, 260))}" r="${r1(random.range(34, 50))}" fill="url(#planet)"/>` +
      `<circle cx="${W / 2}" cy="1480" r="900" fill="${palette.ring}" opacity=".18"/>` +
      `<circle cx="${W / 2}" cy="1480" r="880" fill="url(#world)"/>` +
      `<circle cx="${W / 2}" cy="1480" r="880" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/>`;
  } else {
    let streaks = '';
    for (let i = 0; i < 90; i++) {
      const angle = random.range(0, Math.PI * 2);
      const near = random.range(40, 260);
      const far = near + random.range(60, 260);
      streaks += `M${r1(W / 2 + Math.cos(angle) * near)} ${r1(380 + Math.sin(angle) * near)}L${r1(W / 2 + Math.cos(angle) * far)} ${r1(380 + Math.sin(angle) * far)}`;
    }
    feature =
      `<circle cx="${W / 2}" cy="380" r="120" fill="${palette.ring}" opacity=".12"/>` +
      `<path d="${streaks}" stroke="#fff" stroke-width="1.6" opacity=".75" stroke-linecap="round"/>`;
  }
  const art =
    `<rect width="${W}" height="${H}" fill="url(#void)"/>` +
    nebulae +
    starField(random, 170, 0, H) +
    sparkles(random, 7, 130, 760) +
    feature +
    beams +
    (kind === 'horizon'
      ? ''
      : `<path d="${ridgePath(random, { x0: 0, x1: W, base: 820, bottom: H, roughness: 40 })}" fill="#05030c"/>`);
  return {
    defs,
    art,
    titleBox: { top: 540, bottom: 760, left: 36, right: W - 36, align: 'middle' },
    titleFont: random.pick(['anton', 'bebas'] as const),
    treatment: random.pick(['ice', 'chrome', 'gold'] as const),
    colors: {
      face: '#fff',
      outline: '#02010a',
      shadow: palette.nebula[0],
      credit: '#f2f2ff',
      billing: '#c9c9e8',
      accent: palette.ring,
    },
    creditAlign: 'middle',
  };
}

const HORROR_PALETTES = [
  { glow: '#8a0000', face: '#d10000', shadow: '#2a0000', billing: '#e8c9c9' },
  { glow: '#1f5e2c', face: '#b6ff3b', shadow: '#062a0c', billing: '#d3f0cf' },
  { glow: '#4a1170', face: '#ff2a2a', shadow: '#1b0030', billing: '#e2cff0' },
  { glow: '#7a3c00', face: '#ff6a00', shadow: '#2a1000', billing: '#f0dcc6' },
] as const;

function housePath(cx: number, base: number): { walls: string; windows: string } {
  const w = 190;
  const x = cx - w / 2;
  let walls = `M${x} ${base}L${x} ${base - 120}L${x + w} ${base - 120}L${x + w} ${base}Z`;
  walls += `M${x - 16} ${base - 118}L${cx - 10} ${base - 200}L${x + w * 0.62} ${base - 118}Z`;
  walls += `M${x + w * 0.5} ${base - 118}L${x + w * 0.8} ${base - 176}L${x + w + 14} ${base - 118}Z`;
  walls += `M${x + w - 46} ${base - 120}L${x + w - 46} ${base - 230}L${x + w - 6} ${base - 230}L${x + w - 6} ${base - 120}Z`;
  walls += `M${x + w - 54} ${base - 228}L${x + w - 26} ${base - 290}L${x + w + 2} ${base - 228}Z`;
  walls += `M${x + 30} ${base - 170}L${x + 30} ${base - 214}L${x + 44} ${base - 214}L${x + 44} ${base - 160}Z`;
  const windows =
    `M${x + 24} ${base - 96}h22v30h-22z M${x + 70} ${base - 96}h22v30h-22z M${x + 130} ${base - 96}h22v30h-22z` +
    `M${x + w - 34} ${base - 206}h16v24h-16z M${cx - 22} ${base - 160}h18v24h-18z`;
  return { walls, windows };
}

function horror(random: Random): Scene {
  const palette = random.pick(HORROR_PALETTES);
  // A full moon over dead trees, a house on a hill, or a graveyard.
  const variant = random.pick(['moon', 'house', 'graveyard'] as const);
  const isHouse = variant === 'house';
  const moonX = isHouse ? random.pick([120, 480]) : random.range(210, 390);
  const moonY = isHouse ? random.range(190, 230) : random.range(250, 300);
  const moonR = isHouse ? 64 : 118;
  let craters = '';
  for (let i = 0; i < 6; i++) {
    craters += `<circle cx="${r1(moonX + random.range(-0.6, 0.6) * moonR)}" cy="${r1(moonY + random.range(-0.6, 0.6) * moonR)}" r="${r1(random.range(0.05, 0.17) * moonR)}" fill="#cbb98a" opacity=".45"/>`;
  }
  let bats = '';
  for (let i = 0; i < random.int(4, 8); i++) {
    const x = random.range(60, W - 80);
    const y = isHouse ? random.range(380, 520) : random.range(150, 420);
    const s = random.range(0.7, 1.5);
    bats += `<path transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})" d="M0 0q7-9 14-2q4-6 6 0q2-6 6 0q7-7 14 2q-8-2-12 4q-2-3-4 0q-3-4-6 0q-2-3-4 0q-4-6-14-4z"/>`;
  }
  let trees = '';
  for (const [x, length] of [
    [random.range(10, 90), random.range(95, 130)],
    [random.range(500, 590), random.range(95, 130)],
  ] as const) {
    for (const [width, d] of treeStrokes(random, x, 830, length)) {
      trees += `<path d="${d}" stroke-width="${width}"/>`;
    }
  }
  const houseX = random.range(250, 350);
  const house = housePath(houseX, 760);
  const defs =
    `<radialGradient id="dread" gradientUnits="userSpaceOnUse" cx="${r1(isHouse ? houseX : moonX)}" cy="${r1(isHouse ? 620 : moonY)}" r="700">${stops([palette.glow, '#1a0206', '#000'])}</radialGradient>` +
    `<radialGradient id="moon" cx=".4" cy=".35">${stops(['#fffbe8', '#f0e2b6', '#d7c28a'])}</radialGradient>` +
    `<linearGradient id="blood" x1="0" y1="0" x2="0" y2="1">${stops([palette.face, palette.face, palette.shadow])}</linearGradient>`;
  let graves = '';
  for (let x = random.range(10, 40); x < W - 20; x += random.range(55, 95)) {
    const base = random.range(800, 830);
    const tilt = r1(random.range(-9, 9));
    if (random.chance(0.35)) {
      graves += `<path transform="rotate(${tilt} ${r1(x)} ${r1(base)})" d="M${r1(x - 4)} ${r1(base)}v-62h-16v-10h16v-16h8v16h16v10h-16v62z"/>`;
    } else {
      const w = random.range(30, 46);
      const h = random.range(46, 70);
      graves += `<path transform="rotate(${tilt} ${r1(x)} ${r1(base)})" d="M${r1(x - w / 2)} ${r1(base)}v${r1(-h + w / 2)}a${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(w)} 0v${r1(h - w / 2)}z"/>`;
    }
  }
  const scenery =
    variant === 'house'
      ? `<path d="M0 ${H}L0 800Q${r1(houseX)} 690 ${W} 790L${W} ${H}Z" fill="#050003"/>` +
        `<path d="${house.walls}" fill="#050003"/>` +
        `<path d="${house.windows}" fill="#ffcf5a"/>` +
        `<path d="${house.windows}" fill="none" stroke="#ffcf5a" stroke-width="8" opacity=".2"/>`
      : variant === 'graveyard'
        ? `<path d="${ridgePath(random, { x0: 0, x1: W, base: 815, bottom: H, roughness: 16 })}" fill="#050003"/>` +
          `<g fill="#050003">${graves}</g>`
        : `<path d="${ridgePath(random, { x0: 0, x1: W, base: 820, bottom: H, roughness: 30 })}" fill="#050003"/>` +
          `<g stroke="#050003" fill="none" stroke-linecap="round">${trees}</g>`;
  const art =
    `<rect width="${W}" height="${H}" fill="url(#dread)"/>` +
    starField(random, 40, 0, 500, '#ffe') +
    `<circle cx="${r1(moonX)}" cy="${r1(moonY)}" r="${r1(moonR * 1.5)}" fill="${palette.glow}" opacity=".35"/>` +
    `<circle cx="${r1(moonX)}" cy="${r1(moonY)}" r="${moonR}" fill="url(#moon)"/>${craters}` +
    `<g fill="#050003">${bats}</g>` +
    `<ellipse cx="${W / 2}" cy="790" rx="420" ry="60" fill="#fff" opacity=".06"/>` +
    scenery +
    `<ellipse cx="${r1(random.range(150, 450))}" cy="850" rx="360" ry="36" fill="#fff" opacity=".07"/>`;
  return {
    defs,
    art,
    titleBox: isHouse
      ? { top: 150, bottom: 400, left: 40, right: W - 40, align: 'middle' }
      : { top: 450, bottom: 680, left: 40, right: W - 40, align: 'middle' },
    titleFont: random.pick(['anton', 'anton', 'bebas'] as const),
    treatment: 'blood',
    colors: {
      face: palette.face,
      outline: '#000',
      shadow: palette.shadow,
      credit: '#f4ecd8',
      billing: palette.billing,
      accent: palette.face,
    },
    creditAlign: 'middle',
  };
}

const STRIPE_PALETTES = [
  { bg: '#f1e4c6', ink: '#2b1a12', stripes: ['#f7c531', '#f28c28', '#e4572e', '#a8243a', '#4b1d3f'] },
  { bg: '#15110e', ink: '#f6ead0', stripes: ['#f9d56e', '#f3a847', '#e86a33', '#c63d2f', '#7a2438'] },
  { bg: '#eae6d8', ink: '#12263a', stripes: ['#7fc8a9', '#3aa6a0', '#1e7f99', '#2a4d8f', '#3c2a6b'] },
  { bg: '#10213a', ink: '#fdf3dc', stripes: ['#ffd166', '#ef476f', '#9b5de5', '#00bbf9', '#00f5d4'] },
] as const;

function stripes(random: Random): Scene {
  const palette = random.pick(STRIPE_PALETTES);
  const band = 24;
  const y0 = random.range(600, 660);
  const x0 = random.range(160, 260);
  const radius = 110;
  const angle = (random.range(38, 52) * Math.PI) / 180;
  let paths = '';
  palette.stripes.forEach((color, i) => {
    const r = radius + i * band;
    const y = y0 - radius + r;
    const cx = x0;
    const cy = y0 - radius;
    const ex = cx + r * Math.sin(angle);
    const ey = cy + r * Math.cos(angle);
    const far = 1200;
    paths += `<path d="M-20 ${r1(y)}L${r1(cx)} ${r1(y)}A${r} ${r} 0 0 0 ${r1(ex)} ${r1(ey)}L${r1(ex + Math.cos(angle) * far)} ${r1(ey - Math.sin(angle) * far)}" stroke="${color}" stroke-width="${band + 0.8}" fill="none"/>`;
  });
  const art =
    `<rect width="${W}" height="${H}" fill="${palette.bg}"/>` +
    `<path d="${dotGrid({ cx: random.range(380, 480), cy: random.range(520, 600), radius: random.range(120, 160) }, 13, 4)}" fill="${palette.stripes[2]}" opacity=".55"/>` +
    `<g transform="translate(2 6)" opacity=".25">${paths.replace(/stroke="#[0-9a-f]+"/g, 'stroke="#000"')}</g>` +
    paths +
    `<rect x="36" y="${r1(y0 + 5 * band + 18)}" width="${W - 72}" height="3" fill="${palette.ink}" opacity=".6"/>`;
  return {
    defs: '',
    art,
    titleBox: { top: 150, bottom: 400, left: 40, right: W - 110, align: 'start' },
    titleFont: random.pick(['bungee', 'anton', 'anton'] as const),
    treatment: 'extrude',
    colors: {
      face: palette.bg === '#f1e4c6' || palette.bg === '#eae6d8' ? palette.ink : '#fff7e6',
      outline: palette.bg,
      shadow: palette.stripes[3],
      credit: palette.ink,
      billing: palette.ink,
      accent: palette.stripes[2],
    },
    creditAlign: 'start',
  };
}

const SUNBURST_PALETTES = [
  {
    rays: ['#ffd23f', '#ffb627'],
    hills: ['#2ec4b6', '#1a936f'],
    face: '#ffffff',
    outline: '#1d1147',
    shadow: '#e94f37',
  },
  {
    rays: ['#7ad7f0', '#4cb8e8'],
    hills: ['#8ac926', '#4c9a2a'],
    face: '#fff35c',
    outline: '#162447',
    shadow: '#e43f6f',
  },
  {
    rays: ['#ff9ecd', '#ff7bb4'],
    hills: ['#9b5de5', '#5a189a'],
    face: '#ffffff',
    outline: '#240046',
    shadow: '#00bbf9',
  },
  {
    rays: ['#b8f2e6', '#8fd9c9'],
    hills: ['#f4a259', '#bc4b51'],
    face: '#ffe66d',
    outline: '#2d1e2f',
    shadow: '#5b8e7d',
  },
] as const;

function hillPath(random: Random, base: number, amplitude: number): string {
  let d = `M0 ${H}L0 ${r1(base + random.range(-amplitude, amplitude))}`;
  const steps = 4;
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i;
    const cx = x - W / steps / 2;
    d += `Q${r1(cx)} ${r1(base - random.range(amplitude * 0.5, amplitude * 1.6))} ${r1(x)} ${r1(base + random.range(-amplitude * 0.4, amplitude * 0.4))}`;
  }
  return `${d}L${W} ${H}Z`;
}

function sunburst(random: Random): Scene {
  const palette = random.pick(SUNBURST_PALETTES);
  const cx = W / 2;
  const cy = 430;
  const count = 28;
  let rays = '';
  for (let i = 0; i < count; i += 2) {
    const a0 = (i / count) * Math.PI * 2 + 0.1;
    const a1 = ((i + 1) / count) * Math.PI * 2 + 0.1;
    rays += `M${cx} ${cy}L${r1(cx + Math.cos(a0) * 1200)} ${r1(cy + Math.sin(a0) * 1200)}L${r1(cx + Math.cos(a1) * 1200)} ${r1(cy + Math.sin(a1) * 1200)}Z`;
  }
  let clouds = '';
  for (let i = 0; i < 3; i++) {
    const x = random.range(60, W - 60);
    const y = random.range(160, 300);
    const s = random.range(0.7, 1.2);
    clouds += `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><circle r="30"/><circle cx="34" cy="6" r="24"/><circle cx="-34" cy="8" r="22"/><rect x="-56" y="8" width="112" height="24" rx="12"/></g>`;
  }
  const defs = `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="330"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  // Sun rays, or a big rainbow arching over the hills.
  const rainbowColors = ['#ff4f5e', '#ff9f1c', '#ffe14d', '#43d17a', '#3fa7ff', '#8a5cff'];
  const backdrop = random.chance(0.6)
    ? `<path d="${rays}" fill="${palette.rays[0]}"/>`
    : rainbowColors
        .map(
          (color, i) =>
            `<path d="M${-60 + i * 26} 780A${360 - i * 26} ${360 - i * 26} 0 0 1 ${660 - i * 26} 780" fill="none" stroke="${color}" stroke-width="27"/>`,
        )
        .join('');
  const art =
    `<rect width="${W}" height="${H}" fill="${palette.rays[1]}"/>` +
    backdrop +
    `<circle cx="${cx}" cy="${cy}" r="330" fill="url(#glow)"/>` +
    `<g fill="#fff" opacity=".92">${clouds}</g>` +
    sparkles(random, 9, 150, 640) +
    `<path d="${hillPath(random, 740, 40)}" fill="${palette.hills[0]}"/>` +
    `<path d="${hillPath(random, 800, 30)}" fill="${palette.hills[1]}"/>`;
  return {
    defs,
    art,
    titleBox: { top: 330, bottom: 590, left: 34, right: W - 34, align: 'middle' },
    titleFont: 'bungee',
    treatment: 'extrude',
    colors: {
      face: palette.face,
      outline: palette.outline,
      shadow: palette.shadow,
      credit: palette.outline,
      billing: '#ffffff',
      accent: palette.shadow,
    },
    creditAlign: 'middle',
  };
}

const DESERT_PALETTES = [
  {
    sky: ['#2d0b2e', '#7e1d3a', '#d9502e', '#f6a640', '#ffdc8a'],
    far: '#5a1b32',
    near: '#2a0b1a',
    ground: '#1a0610',
  },
  {
    sky: ['#1b1033', '#4a2060', '#b2455e', '#f08a4b', '#fbd38d'],
    far: '#40204e',
    near: '#22102e',
    ground: '#12081a',
  },
  {
    sky: ['#3b1200', '#8a2e00', '#d9661f', '#f2a541', '#f8e3a3'],
    far: '#5c2300',
    near: '#2e1000',
    ground: '#1a0800',
  },
] as const;

function desert(random: Random): Scene {
  const palette = random.pick(DESERT_PALETTES);
  const sunX = random.range(200, 400);
  let birds = '';
  for (let i = 0; i < random.int(3, 6); i++) {
    const x = random.range(80, W - 80);
    const y = random.range(360, 480);
    birds += `M${r1(x)} ${r1(y)}q6-7 12 0q6-7 12 0`;
  }
  let cacti = '';
  for (let i = 0; i < random.int(2, 3); i++) {
    cacti += cactusPath(
      r1(random.range(40, W - 40)),
      r1(random.range(760, 800)),
      r1(random.range(90, 150)),
      random.chance(0.5),
    );
  }
  const defs =
    verticalGradient('dusk', palette.sky, 0, 680) +
    `<radialGradient id="sunhalo"><stop offset="0" stop-color="#fff5d6" stop-opacity=".8"/><stop offset="1" stop-color="#fff5d6" stop-opacity="0"/></radialGradient>`;
  const art =
    `<rect width="${W}" height="${H}" fill="url(#dusk)"/>` +
    `<circle cx="${r1(sunX)}" cy="590" r="240" fill="url(#sunhalo)"/>` +
    `<circle cx="${r1(sunX)}" cy="590" r="120" fill="#fff3c4"/>` +
    `<path d="${mesaPath(random, { base: 660, bottom: H, width: W })}" fill="${palette.far}"/>` +
    `<path d="${ridgePath(random, { x0: 0, x1: W, base: 730, bottom: H, roughness: 18 })}" fill="${palette.near}"/>` +
    `<rect y="790" width="${W}" height="${H - 790}" fill="${palette.ground}"/>` +
    `<path d="${birds}" stroke="#2a0b1a" stroke-width="2.4" fill="none" stroke-linecap="round"/>` +
    `<path d="${cacti}" fill="${palette.ground}"/>`;
  return {
    defs,
    art,
    titleBox: { top: 140, bottom: 350, left: 36, right: W - 36, align: 'middle' },
    titleFont: random.pick(['anton', 'bebas'] as const),
    treatment: random.pick(['extrude', 'gold'] as const),
    colors: {
      face: '#ffe9b8',
      outline: '#2a0804',
      shadow: '#6b1d0c',
      credit: '#fff4da',
      billing: '#f5d9b5',
      accent: '#f6a640',
    },
    creditAlign: 'middle',
  };
}

const NOIR_PALETTES = [
  { sky: ['#04060f', '#0d1b3d', '#24457f'], band: '#e0262f', window: '#ffd66b', face: '#ffffff' },
  { sky: ['#0a0306', '#3b0a14', '#8a1c2b'], band: '#f2c14e', window: '#ffe7a3', face: '#ffffff' },
  { sky: ['#020f12', '#0b3540', '#14707a'], band: '#ff4fa3', window: '#9ff7ff', face: '#ffffff' },
  { sky: ['#0b0612', '#2a1446', '#6c2a8a'], band: '#19e3ff', window: '#ffb3f0', face: '#fff6d8' },
] as const;

function noir(random: Random): Scene {
  const palette = random.pick(NOIR_PALETTES);
  let buildings = '';
  let windows = '';
  let x = -10;
  while (x < W) {
    const width = random.range(34, 86);
    const top = random.range(520, 700);
    buildings += `M${r1(x)} ${H}L${r1(x)} ${r1(top)}L${r1(x + width)} ${r1(top)}L${r1(x + width)} ${H}Z`;
    if (random.chance(0.25)) {
      buildings += `M${r1(x + width / 2 - 2)} ${r1(top)}L${r1(x + width / 2)} ${r1(top - random.range(30, 70))}L${r1(x + width / 2 + 2)} ${r1(top)}Z`;
    }
    for (let wy = top + 12; wy < H - 110; wy += 14) {
      for (let wx = x + 7; wx < x + width - 9; wx += 11) {
        if (random.chance(0.22)) windows += `M${r1(wx)} ${r1(wy)}h4v6h-4z`;
      }
    }
    x += width + random.range(0, 6);
  }
  const beamFrom = (bx: number, angle: number) => {
    const spread = 0.07;
    const length = 1100;
    return `M${r1(bx)} ${H}L${r1(bx + Math.cos(angle - spread) * length)} ${r1(H + Math.sin(angle - spread) * length)}L${r1(bx + Math.cos(angle + spread) * length)} ${r1(H + Math.sin(angle + spread) * length)}Z`;
  };
  const tilt = random.range(-10, -4);
  const variant = random.pick(['band', 'band', 'moon', 'stripes'] as const);
  const defs =
    verticalGradient('night', palette.sky) +
    `<linearGradient id="beamfade" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const art =
    `<rect width="${W}" height="${H}" fill="url(#night)"/>` +
    starField(random, 30, 0, 400) +
    `<path d="${beamFrom(random.range(60, 200), random.range(-2.1, -1.75))}${beamFrom(random.range(400, 540), random.range(-1.4, -1.05))}" fill="url(#beamfade)"/>` +
    // A slanted colour band behind the title, a huge moon over the roofs, or a sharp sunset stripe.
    (variant === 'band'
      ? `<rect x="-50" y="430" width="${W + 100}" height="${r1(random.range(120, 170))}" fill="${palette.band}" opacity=".9" transform="rotate(${r1(tilt)} ${W / 2} 500)"/>`
      : variant === 'moon'
        ? `<circle cx="${r1(random.range(200, 400))}" cy="560" r="190" fill="${palette.band}" opacity=".85"/>`
        : [0, 1, 2, 3, 4]
            .map(
              (i) =>
                `<rect y="${440 + i * 34}" width="${W}" height="${26 - i * 4}" fill="${palette.band}" opacity="${r1(0.95 - i * 0.15)}"/>`,
            )
            .join('')) +
    `<path d="${buildings}" fill="#020308"/>` +
    `<path d="${windows}" fill="${palette.window}" opacity=".8"/>`;
  return {
    defs,
    art,
    titleBox: { top: 360, bottom: 600, left: 36, right: W - 36, align: 'middle' },
    titleFont: random.pick(['bebas', 'anton'] as const),
    treatment: 'flat',
    colors: {
      face: palette.face,
      outline: '#000',
      shadow: '#000',
      credit: '#ffffff',
      billing: '#d9dbe6',
      accent: palette.band,
    },
    creditAlign: 'middle',
  };
}

const FANTASY_PALETTES = [
  { sky: ['#070720', '#211a5a', '#5a2a86', '#c0508a', '#f6a6a0'], orb: '#ffe7a8', land: '#140e33' },
  { sky: ['#02121c', '#06354a', '#18707a', '#53b3a0', '#d7f0c0'], orb: '#f3ffd0', land: '#031a22' },
  { sky: ['#12051e', '#3b0f4a', '#7a1f5c', '#d9573b', '#ffc36b'], orb: '#fff1c7', land: '#1a0617' },
] as const;

function castlePath(cx: number, base: number, random: Random): string {
  let d = '';
  const towers = [
    [-120, 90, 26],
    [-70, 150, 30],
    [0, 200, 36],
    [70, 140, 30],
    [120, 100, 26],
  ] as const;
  d += `M${cx - 135} ${base}L${cx - 135} ${base - 70}L${cx + 135} ${base - 70}L${cx + 135} ${base}Z`;
  for (const [dx, height, width] of towers) {
    const x = cx + dx - width / 2;
    const top = base - height - random.range(-10, 10);
    d += `M${r1(x)} ${base}L${r1(x)} ${r1(top)}L${r1(x + width)} ${r1(top)}L${r1(x + width)} ${base}Z`;
    d += `M${r1(x - 5)} ${r1(top)}L${r1(x + width / 2)} ${r1(top - width * 1.5)}L${r1(x + width + 5)} ${r1(top)}Z`;
  }
  for (let x = cx - 135; x < cx + 135; x += 14) d += `M${x} ${base - 70}h8v-9h-8z`;
  return d;
}

function fantasy(random: Random): Scene {
  const palette = random.pick(FANTASY_PALETTES);
  const orbX = random.range(240, 360);
  const orbY = 290;
  const defs =
    verticalGradient('twilight', palette.sky, 0, 780) +
    `<radialGradient id="orb"><stop offset="0" stop-color="#fff"/><stop offset=".55" stop-color="${palette.orb}"/><stop offset="1" stop-color="${palette.orb}" stop-opacity="0"/></radialGradient>`;
  const castleX = random.range(220, 380);
  // A castle on the hill, or a dark pine forest.
  let pines = '';
  if (random.chance(0.45)) {
    for (let i = 0; i < 16; i++) {
      const x = random.range(-20, W + 20);
      const h = random.range(120, 260);
      const base = random.range(780, 820);
      const w = h * 0.36;
      for (let tier = 0; tier < 3; tier++) {
        const top = base - h + tier * h * 0.22;
        const spread = w * (0.55 + tier * 0.25);
        pines += `M${r1(x)} ${r1(top)}L${r1(x + spread)} ${r1(top + h * 0.42)}L${r1(x - spread)} ${r1(top + h * 0.42)}Z`;
      }
      pines += `M${r1(x - 4)} ${r1(base)}h8v-${r1(h * 0.3)}h-8z`;
    }
  }
  const scenery = pines
    ? `<path d="${pines}" fill="${palette.land}"/>`
    : `<path d="${castlePath(castleX, 770, random)}" fill="${palette.land}"/>`;
  const art =
    `<rect width="${W}" height="${H}" fill="url(#twilight)"/>` +
    starField(random, 90, 0, 520) +
    `<circle cx="${r1(orbX)}" cy="${orbY}" r="150" fill="url(#orb)"/>` +
    `<g fill="none" stroke="${palette.orb}"><circle cx="${r1(orbX)}" cy="${orbY}" r="175" opacity=".25"/><circle cx="${r1(orbX)}" cy="${orbY}" r="215" opacity=".15" stroke-width="2"/></g>` +
    sparkles(random, 8, 130, 560, palette.orb) +
    `<path d="${ridgePath(random, { x0: 0, x1: W, base: 690, bottom: H, roughness: 130 })}" fill="${palette.land}" opacity=".7"/>` +
    scenery +
    `<path d="${ridgePath(random, { x0: 0, x1: W, base: 780, bottom: H, roughness: 26 })}" fill="${palette.land}"/>`;
  return {
    defs,
    art,
    titleBox: { top: 420, bottom: 600, left: 36, right: W - 36, align: 'middle' },
    titleFont: random.pick(['anton', 'bebas'] as const),
    treatment: 'gold',
    colors: {
      face: '#ffe08a',
      outline: '#1a0a00',
      shadow: '#000',
      credit: '#fff7e0',
      billing: '#efe3ff',
      accent: palette.orb,
    },
    creditAlign: 'middle',
  };
}

const MEMPHIS_PALETTES = [
  {
    bg: '#ffe3f1',
    shapes: ['#ff4f9a', '#00c2d1', '#ffd400', '#6a4cff', '#111111'],
    face: '#ffd400',
    outline: '#111111',
    shadow: '#ff4f9a',
  },
  {
    bg: '#d9f4ff',
    shapes: ['#ff5d73', '#ffd23f', '#3bceac', '#540d6e', '#0e0e0e'],
    face: '#ff5d73',
    outline: '#0e0e0e',
    shadow: '#ffd23f',
  },
  {
    bg: '#fff6c2',
    shapes: ['#ff6b35', '#00a6a6', '#7b2cbf', '#f72585', '#1b1b1b'],
    face: '#00a6a6',
    outline: '#1b1b1b',
    shadow: '#f72585',
  },
  {
    bg: '#1b1b2f',
    shapes: ['#ff2e63', '#08d9d6', '#f9ed69', '#b983ff', '#ffffff'],
    face: '#f9ed69',
    outline: '#0b0b16',
    shadow: '#ff2e63',
  },
] as const;

function memphis(random: Random): Scene {
  const palette = random.pick(MEMPHIS_PALETTES);
  let shapes = '';
  for (let i = 0; i < 26; i++) {
    const color = random.pick(palette.shapes);
    const x = r1(random.range(10, W - 10));
    const y = r1(random.range(130, 800));
    const kind = random.int(0, 5);
    const rot = r1(random.range(0, 360));
    if (kind === 0) {
      const s = random.range(16, 34);
      shapes += `<path d="M${x} ${r1(y - s)}L${r1(x + s)} ${r1(y + s * 0.8)}L${r1(x - s)} ${r1(y + s * 0.8)}Z" fill="${color}" transform="rotate(${rot} ${x} ${y})"/>`;
    } else if (kind === 1) {
      shapes += `<circle cx="${x}" cy="${y}" r="${r1(random.range(8, 22))}" fill="none" stroke="${color}" stroke-width="6"/>`;
    } else if (kind === 2) {
      let d = `M${x} ${y}`;
      for (let k = 0; k < 5; k++) d += `l12 ${k % 2 === 0 ? -14 : 14}`;
      shapes += `<path d="${d}" fill="none" stroke="${color}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round" transform="rotate(${rot} ${x} ${y})"/>`;
    } else if (kind === 3) {
      shapes += `<rect x="${x}" y="${y}" width="${r1(random.range(30, 70))}" height="10" fill="${color}" transform="rotate(${rot} ${x} ${y})"/>`;
    } else if (kind === 4) {
      shapes += `<path d="M${x} ${y}a22 22 0 0 1 44 0z" fill="${color}" transform="rotate(${rot} ${x} ${y})"/>`;
    } else {
      shapes += `<path d="${starPath(Number(x), Number(y), 16, 7, 5, random.range(0, 1))}" fill="${color}"/>`;
    }
  }
  const defs = '';
  const dots =
    dotGrid({ x: random.range(20, 200), y: random.range(130, 250), width: 190, height: 150 }, 16, 2.6) +
    dotGrid({ x: random.range(300, 420), y: random.range(600, 680), width: 170, height: 130 }, 16, 2.6);
  const art =
    `<rect width="${W}" height="${H}" fill="${palette.bg}"/>` +
    `<path d="${dots}" fill="${palette.shapes[4]}" opacity=".4"/>` +
    `<rect x="-80" y="360" width="${W + 160}" height="230" fill="${palette.shapes[1]}" transform="rotate(${r1(random.range(-9, -4))} ${W / 2} 470)"/>` +
    shapes +
    `<rect x="-60" y="800" width="${W + 120}" height="120" fill="${palette.shapes[3]}" transform="rotate(-3 ${W / 2} 840)"/>`;
  return {
    defs,
    art,
    titleBox: { top: 350, bottom: 590, left: 34, right: W - 34, align: 'middle' },
    titleFont: 'bungee',
    treatment: 'extrude',
    colors: {
      face: palette.face,
      outline: palette.outline,
      shadow: palette.shadow,
      credit: palette.bg === '#1b1b2f' ? '#ffffff' : palette.outline,
      billing: '#ffffff',
      accent: palette.shadow,
    },
    creditAlign: 'middle',
  };
}

function ocean(random: Random): Scene {
  const surface = 430;
  let waves = '';
  for (let y = surface + 14; y < H; y += 22 + (y - surface) * 0.06) {
    let d = `M-20 ${r1(y)}`;
    for (let x = -20; x < W + 40; x += 40) d += `q10 -6 20 0t20 0`;
    waves += `<path d="${d}" fill="none" stroke="#bfe9ff" stroke-width="1.6" opacity="${r1(0.45 - (y - surface) / 1400)}"/>`;
  }
  let rays = '';
  for (let i = 0; i < 7; i++) {
    const x = random.range(0, W);
    rays += `M${r1(x)} ${surface}L${r1(x + 40)} ${surface}L${r1(x + 120 + random.range(0, 80))} ${H}L${r1(x + 60)} ${H}Z`;
  }
  // A lone swimmer on the surface and, far below, something rising towards her.
  const swimmerX = random.range(250, 350);
  const cx = swimmerX + random.range(-20, 20);
  let teeth = '';
  for (let i = 0; i < 9; i++) {
    const tx = cx - 64 + i * 16;
    teeth += `M${r1(tx)} 728l7 18l7-18z`;
    teeth += `M${r1(tx + 4)} 808l7-16l7 16z`;
  }
  const defs =
    verticalGradient('oceanSky', ['#0a1230', '#1f3f7a', '#7fb8e6', '#e8f4ff'], 0, surface) +
    verticalGradient('deep', ['#1b6fa8', '#0b3a66', '#03142b'], surface, H) +
    verticalGradient('sharkskin', ['#1a3b55', '#0b1e2e'], 560, H);
  const art =
    `<rect width="${W}" height="${surface}" fill="url(#oceanSky)"/>` +
    `<rect y="${surface}" width="${W}" height="${H - surface}" fill="url(#deep)"/>` +
    `<path d="${rays}" fill="#fff" opacity=".06"/>` +
    waves +
    `<path d="M${r1(swimmerX - 34)} ${surface + 2}q14-8 30-4l6-8q6 2 4 10q12 2 26-2q-12 10-36 8z" fill="#0a1520"/>` +
    `<circle cx="${r1(swimmerX + 10)}" cy="${surface - 8}" r="6" fill="#0a1520"/>` +
    `<path d="M${r1(cx - 150)} ${H}C${r1(cx - 130)} 760 ${r1(cx - 70)} 620 ${r1(cx)} 580C${r1(cx + 70)} 620 ${r1(cx + 130)} 760 ${r1(cx + 150)} ${H}Z" fill="url(#sharkskin)"/>` +
    `<ellipse cx="${r1(cx)}" cy="768" rx="78" ry="46" fill="#3a0a0e"/>` +
    `<path d="${teeth}" fill="#f4f1e8"/>` +
    `<circle cx="${r1(cx - 48)}" cy="680" r="6" fill="#02070c"/><circle cx="${r1(cx + 48)}" cy="680" r="6" fill="#02070c"/>`;
  return {
    defs,
    art,
    titleBox: { top: 130, bottom: 330, left: 36, right: W - 36, align: 'middle' },
    titleFont: 'anton',
    treatment: 'flat',
    colors: {
      face: '#ffffff',
      outline: '#0a1230',
      shadow: '#000',
      credit: '#ffffff',
      billing: '#d6ecff',
      accent: '#c8102e',
    },
    creditAlign: 'middle',
  };
}

const SCENES: Record<CoverStyle, (random: Random) => Scene> = {
  synthwave,
  space,
  horror,
  stripes,
  sunburst,
  desert,
  noir,
  fantasy,
  memphis,
  ocean,
};

// ---------------------------------------------------------------------------------------------------------------
// Lettering

const GRADIENTS: Record<string, readonly [number, string][]> = {
  chrome: [
    [0, '#f5fcff'],
    [0.4, '#86bdf0'],
    [0.49, '#1c2f6e'],
    [0.51, '#0b1533'],
    [0.54, '#fce7c8'],
    [0.78, '#d9843f'],
    [1, '#fff5de'],
  ],
  'sunset-chrome': [
    [0, '#fffdf2'],
    [0.42, '#ff9bd2'],
    [0.5, '#4a0b5c'],
    [0.53, '#ffe37a'],
    [0.8, '#ff6a3d'],
    [1, '#fff3d6'],
  ],
  ice: [
    [0, '#ffffff'],
    [0.45, '#b9e9ff'],
    [0.5, '#2a6fa8'],
    [0.55, '#e8f8ff'],
    [1, '#7cc4f0'],
  ],
  gold: [
    [0, '#fff8d2'],
    [0.35, '#ffd36b'],
    [0.5, '#a8620f'],
    [0.56, '#ffe9a8'],
    [0.85, '#c7821a'],
    [1, '#fff1b8'],
  ],
};

function gradientDef(id: string, name: string): string {
  const stopsList = GRADIENTS[name] ?? GRADIENTS.chrome ?? [];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopsList
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

type TitleParts = { pre?: string; main: string; sub?: string };

/** 'Terminator 2: Judgment Day' is set as a big 'TERMINATOR 2' with a smaller 'JUDGMENT DAY'. */
function splitTitle(title: string): TitleParts {
  const colon = title.indexOf(': ');
  if (colon > 0) return { main: title.slice(0, colon), sub: title.slice(colon + 2) };
  const possessive = /^(National Lampoon's|Monty Python and the)\s+(.+)$/i.exec(title);
  if (possessive?.[1] && possessive[2]) return { pre: possessive[1], main: possessive[2] };
  return { main: title };
}

function lettering(film: CoverFilm, scene: Scene, random: Random): { defs: string; svg: string } {
  const { titleBox: box, colors, treatment } = scene;
  const font = scene.titleFont;
  const parts = splitTitle(film.title);
  const width = box.right - box.left;
  const anchor = box.align;
  const x = anchor === 'middle' ? (box.left + box.right) / 2 : box.left;
  const spacing = font === 'bebas' ? 0.03 : font === 'bungee' ? 0 : 0.01;
  const lineHeight = capHeight(font) + 0.14;
  const subFont: FontName = font === 'bungee' ? 'bungee' : 'bebas';

  let available = box.bottom - box.top;
  const preSize = 30;
  if (parts.pre) available -= preSize + 14;
  const sub = parts.sub
    ? fitText(
        parts.sub.toUpperCase(),
        {
          maxWidth: width,
          maxHeight: available * 0.3,
          maxSize: 54,
          maxLines: 2,
          lineHeight: capHeight(subFont) + 0.2,
        },
        { font: subFont, spacing: 0.08 },
      )
    : undefined;
  const subHeight = sub
    ? capHeight(subFont) * sub.size + (sub.lines.length - 1) * (capHeight(subFont) + 0.2) * sub.size + 18
    : 0;
  const main = fitText(
    parts.main.toUpperCase(),
    { maxWidth: width, maxHeight: available - subHeight, maxSize: 190, maxLines: 4, lineHeight },
    { font, spacing },
  );
  const mainHeight = capHeight(font) * main.size + (main.lines.length - 1) * lineHeight * main.size;
  const total = (parts.pre ? preSize + 14 : 0) + mainHeight + subHeight;
  let y = box.top + Math.max(0, (box.bottom - box.top - total) / 2);

  let defs = '';
  let svg = '';
  if (parts.pre) {
    svg += `<path d="${textPath(parts.pre.toUpperCase(), x, y + preSize * capHeight('bebas'), { font: 'bebas', size: preSize, spacing: 0.2, anchor })}" fill="${colors.credit}"/>`;
    y += preSize + 14;
  }
  const lines: string[] = [];
  main.lines.forEach((line, i) => {
    const baseline = y + capHeight(font) * main.size + i * lineHeight * main.size;
    lines.push(textPath(line, x, baseline, { font, size: main.size, spacing, anchor }));
  });
  y += mainHeight;
  // Drawn first, so the letters cover the top of each drip and it seems to run out of them.
  if (treatment === 'blood') svg += drips(film, main, font, x, anchor, y, random, colors.face);

  const outlineWidth = r1(Math.max(4, main.size * 0.09));
  const gradientName =
    treatment === 'chrome' || treatment === 'sunset-chrome' || treatment === 'ice' || treatment === 'gold'
      ? treatment
      : undefined;
  if (gradientName) defs += gradientDef('letters', gradientName);

  for (const d of lines) {
    if (gradientName) {
      svg +=
        `<path d="${d}" transform="translate(5 7)" fill="${colors.shadow}" opacity=".85"/>` +
        `<path d="${d}" fill="none" stroke="${colors.outline}" stroke-width="${outlineWidth}" stroke-linejoin="round"/>` +
        `<path d="${d}" fill="url(#letters)" stroke="#fff" stroke-width="1.2" stroke-opacity=".8"/>`;
    } else if (treatment === 'extrude') {
      // A few stroked copies read as a solid block; every copy costs a full rasterisation of the lettering.
      const depth = Math.max(6, Math.round(main.size * 0.08));
      const steps = [depth, depth * 0.45];
      svg +=
        `<g fill="${colors.outline}" stroke="${colors.outline}" stroke-width="${outlineWidth}" stroke-linejoin="round">${steps
          .map((step) => `<path d="${d}" transform="translate(${r1(step * 0.7)} ${r1(step)})"/>`)
          .join('')}</g>` +
        `<path d="${d}" transform="translate(${r1(depth * 0.35)} ${r1(depth * 0.5)})" fill="${colors.shadow}"/>` +
        `<path d="${d}" fill="none" stroke="${colors.outline}" stroke-width="${outlineWidth}" stroke-linejoin="round"/>` +
        `<path d="${d}" fill="${colors.face}"/>`;
    } else if (treatment === 'blood') {
      svg +=
        `<path d="${d}" fill="none" stroke="${colors.face}" stroke-width="${r1(outlineWidth * 2.4)}" stroke-linejoin="round" opacity=".18"/>` +
        `<path d="${d}" fill="none" stroke="#000" stroke-width="${outlineWidth}" stroke-linejoin="round"/>` +
        `<path d="${d}" fill="url(#blood)"/>`;
    } else if (treatment === 'neon') {
      svg +=
        `<path d="${d}" fill="none" stroke="${colors.accent}" stroke-width="14" opacity=".18" stroke-linejoin="round"/>` +
        `<path d="${d}" fill="none" stroke="${colors.accent}" stroke-width="7" opacity=".45" stroke-linejoin="round"/>` +
        `<path d="${d}" fill="${colors.face}" stroke="${colors.accent}" stroke-width="2.5"/>`;
    } else {
      svg +=
        `<path d="${d}" transform="translate(4 6)" fill="${colors.shadow}" opacity=".7"/>` +
        `<path d="${d}" fill="${colors.face}"/>`;
    }
  }
  if (gradientName) {
    const first = main.lines[0] ?? '';
    const firstWidth = measureText(first, { font, size: main.size, spacing });
    const left = anchor === 'middle' ? x - firstWidth / 2 : x;
    const top = y - mainHeight;
    svg += `<path d="${sparklePath(r1(left + firstWidth - main.size * 0.12), r1(top + main.size * 0.06), r1(Math.max(12, main.size * 0.2)))}" fill="#fff"/>`;
  }

  if (sub) {
    y += 18;
    const subFill = gradientName ? colors.accent : colors.credit;
    sub.lines.forEach((line, i) => {
      const baseline = y + capHeight(subFont) * sub.size + i * (capHeight(subFont) + 0.2) * sub.size;
      const d = textPath(line, x, baseline, { font: subFont, size: sub.size, spacing: 0.08, anchor });
      svg += `<path d="${d}" fill="none" stroke="${colors.outline}" stroke-width="4" stroke-linejoin="round"/><path d="${d}" fill="${subFill}"/>`;
    });
  }
  return { defs, svg };
}

/** Blood running from the bottom of the last title line, under letters rather than gaps. */
function drips(
  film: CoverFilm,
  main: { lines: string[]; size: number },
  font: FontName,
  x: number,
  anchor: 'middle' | 'start',
  bottom: number,
  random: Random,
  color: string,
): string {
  const line = main.lines[main.lines.length - 1] ?? film.title;
  const spacing = font === 'bebas' ? 0.03 : 0.01;
  const options = { font, size: main.size, spacing };
  const total = measureText(line, options);
  const left = anchor === 'middle' ? x - total / 2 : x;
  let d = '';
  const letters = [...line];
  for (let i = 0; i < letters.length; i++) {
    if (letters[i] === ' ' || !random.chance(0.45)) continue;
    const before = measureText(letters.slice(0, i).join(''), options);
    const own = measureText(letters[i] ?? '', options);
    const cx = left + before + own * random.range(0.3, 0.7);
    const length = random.range(main.size * 0.12, main.size * 0.55);
    const w = random.range(Math.max(5, main.size * 0.07), Math.max(7, main.size * 0.12));
    const end = bottom + length;
    d += `M${r1(cx - w / 2)} ${r1(bottom - 8)}L${r1(cx - w * 0.36)} ${r1(end)}A${r1(w * 0.62)} ${r1(w * 0.62)} 0 1 0 ${r1(cx + w * 0.36)} ${r1(end)}L${r1(cx + w / 2)} ${r1(bottom - 8)}Z`;
  }
  return `<path d="${d}" fill="${color}" stroke="#000" stroke-width="2"/>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Credits

function names(list: string, count: number): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, count);
}

function creditLine(film: CoverFilm): string {
  const directors = names(film.director, 2);
  if (directors.length > 1) return `A FILM BY ${directors.join(' & ')}`.toUpperCase();
  return `A ${directors[0] ?? film.studio} FILM`.toUpperCase();
}

function credits(film: CoverFilm, scene: Scene): string {
  const { colors, creditAlign } = scene;
  const x = creditAlign === 'middle' ? W / 2 : 40;
  const credit = creditLine(film);
  const creditSize = Math.min(
    30,
    (W - 70) / (measureText(credit, { font: 'bebas', size: 1, spacing: 0.22 }) || 1),
  );
  const top = textPath(credit, x, 70, {
    font: 'bebas',
    size: creditSize,
    spacing: 0.22,
    anchor: creditAlign,
  });
  const stars = names(film.actors, 3).join('   ').toUpperCase();
  const starSize = Math.min(
    24,
    (W - 80) / (measureText(stars, { font: 'bebas', size: 1, spacing: 0.12 }) || 1),
  );
  const starLine = textPath(stars, x, 104, {
    font: 'bebas',
    size: starSize,
    spacing: 0.12,
    anchor: creditAlign,
  });

  const billing1 =
    `${film.studio} PRESENTS ${creditLine(film)} "${film.title}" STARRING ${names(film.actors, 4).join(' ')}`.toUpperCase();
  const billing2 = `DIRECTED BY ${film.director} ${film.genre} A ${film.studio} RELEASE`.toUpperCase();
  const squeeze = 0.6;
  const billingLine = (text: string, y: number) => {
    const size = Math.min(
      19,
      (W - 80) / (measureText(text, { font: 'bebas', size: 1, squeeze, spacing: 0.04 }) || 1),
    );
    return textPath(text, W / 2, y, { font: 'bebas', size, squeeze, spacing: 0.04, anchor: 'middle' });
  };
  const rating = film.rated || 'NR';
  const ratingSize = 20;
  const ratingWidth = measureText(rating, { font: 'bebas', size: ratingSize, spacing: 0.05 }) + 14;
  const footer = `© ${film.year} ${film.studio}`.toUpperCase();
  return (
    `<g fill="${colors.credit}"><path d="${top}"/><path d="${starLine}" opacity=".88"/></g>` +
    `<g fill="${colors.billing}" opacity=".85"><path d="${billingLine(billing1, H - 76)}"/><path d="${billingLine(billing2, H - 58)}"/></g>` +
    `<rect x="36" y="${H - 44}" width="${r1(ratingWidth)}" height="26" fill="none" stroke="${colors.billing}" stroke-width="2"/>` +
    `<path d="${textPath(rating, 36 + ratingWidth / 2, H - 24, { font: 'bebas', size: ratingSize, spacing: 0.05, anchor: 'middle' })}" fill="${colors.billing}"/>` +
    `<path d="${textPath(footer, W - 36, H - 24, { font: 'bebas', size: 20, spacing: 0.12, anchor: 'end' })}" fill="${colors.billing}"/>`
  );
}

const SCANLINES = Array.from({ length: H / 4 }, (_, i) => `M0 ${i * 4}h${W}v1.2h-${W}z`).join('');

function overlays(random: Random): string {
  let tracking = '';
  if (random.chance(0.7)) {
    const y = random.range(640, 860);
    for (let i = 0; i < random.int(2, 4); i++) {
      const h = random.range(1.5, 5);
      tracking += `<rect x="${r1(random.range(-100, 200))}" y="${r1(y + i * random.range(4, 12))}" width="${r1(random.range(300, 700))}" height="${r1(h)}" fill="#fff" opacity="${r1(random.range(0.12, 0.3))}"/>`;
    }
  }
  return `<path d="${SCANLINES}" fill="#000" opacity=".16"/>${tracking}`;
}

/** The whole title cover as an SVG document (600×900). */
function sceneFor(film: CoverFilm, random = createRandom(hashString(`${film.title}|${film.year}`))): Scene {
  return SCENES[styleFor(film)](random);
}

export function titleCoverSvg(film: CoverFilm): string {
  const random = createRandom(hashString(`${film.title}|${film.year}`));
  const scene = sceneFor(film, random);
  const letters = lettering(film, scene, random);
  return cheapOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${scene.defs}${letters.defs}</defs>` +
      scene.art +
      letters.svg +
      credits(film, scene) +
      overlays(random) +
      `</svg>`,
  );
}

/**
 * librsvg paints anything with `opacity` into an offscreen canvas the size of the whole image and blends it back,
 * which made a faint line of small print cost more than the rest of a cover. Fill and stroke opacity are drawn
 * directly (and inherited by a group's children), so they are used instead; overlaps inside one group are the
 * only visible difference.
 */
function cheapOpacity(svg: string): string {
  return svg.replace(/ opacity="([\d.]+)"/g, ' fill-opacity="$1" stroke-opacity="$1"');
}

type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** The title art as raw RGB pixels: rasterising the SVG is the expensive step, so it happens once per film. */
async function renderTitleRaw(film: CoverFilm): Promise<RawImage> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(titleCoverSvg(film)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function encodeJpeg(image: RawImage, quality: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image.data, { raw: image.info }).jpeg({ quality, optimiseCoding: false }).toBuffer();
}

/** The 600×900 title cover and a 400×600 cover for each release, all as JPEG. */
export async function renderCovers(
  film: CoverFilm,
  releases: readonly CoverRelease[],
): Promise<{ title: Buffer; releases: Buffer[] }> {
  const art = await renderTitleRaw(film);
  const [title, releaseCovers] = await Promise.all([
    encodeJpeg(art, TITLE_COVER.quality),
    releaseCoversFrom(film, art, releases),
  ]);
  return { title, releases: releaseCovers };
}

// ---------------------------------------------------------------------------------------------------------------
// Release covers: the film's artwork in the packaging of one release

const RW = RELEASE_COVER.width;
const RH = RELEASE_COVER.height;
const BAND_HEIGHT = 44;
const BADGE_SIZE = 110;

type Frame = { inset: number; background: string; bottomBar: number };

function frameFor(release: CoverRelease): Frame {
  // Early big boxes often framed the art in white with the label's name across the bottom; Disney's
  // clamshells held a printed sleeve inside a white case.
  if (release.caseType === 'Big Box') return { inset: 16, background: '#f4f1ea', bottomBar: 34 };
  if (release.caseType === 'Clamshell') return { inset: 10, background: '#f2f2f2', bottomBar: 0 };
  return { inset: 0, background: '#000', bottomBar: 0 };
}

function svgDocument(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );
}

/** The format strip across the top of the box, as a width×44 image. */
function formatBand(release: CoverRelease, width: number): Buffer {
  const label = release.label.toUpperCase();
  const h = BAND_HEIGHT;
  const labelSize = Math.min(
    20,
    (width * 0.5) / Math.max(1, measureText(label, { font: 'bebas', size: 1, spacing: 0.08 })),
  );
  const labelText = (fill: string) =>
    `<path d="${textPath(label, width - 12, 29, { font: 'bebas', size: labelSize, spacing: 0.08, anchor: 'end' })}" fill="${fill}"/>`;
  const pal =
    release.region === 'PAL'
      ? `<path d="${textPath('PAL', width * 0.42, 29, { font: 'bebas', size: 16, spacing: 0.1, anchor: 'middle' })}" fill="#ffd400"/>`
      : '';
  let body: string;
  switch (release.format) {
    case 'VHS':
      body =
        `<rect width="${width}" height="${h}" fill="#0b0b0b"/>` +
        `<rect x="12" y="8" width="70" height="28" rx="4" fill="none" stroke="#fff" stroke-width="2.5"/>` +
        `<path d="${textPath('VHS', 47, 31.5, { font: 'anton', size: 24, spacing: 0.08, anchor: 'middle' })}" fill="#fff"/>` +
        `<path d="${textPath('HI-FI', 92, 29, { font: 'bebas', size: 14, spacing: 0.1 })}" fill="#bbb"/>` +
        pal +
        labelText('#fff');
      break;
    case 'Beta':
    case 'Betamax':
      body =
        `<defs><linearGradient id="steel" x1="0" y1="0" x2="0" y2="1">${stops(['#f2f2f2', '#b9bcc2', '#e6e6e6'])}</linearGradient></defs>` +
        `<rect width="${width}" height="${h}" fill="url(#steel)"/>` +
        `<path d="${textPath(release.format.toUpperCase(), 12, 31, { font: 'anton', size: 24, spacing: 0.14 })}" fill="#101828"/>` +
        pal +
        labelText('#101828');
      break;
    case 'LaserDisc':
      body =
        `<defs><linearGradient id="rainbow" x1="0" y1="0" x2="1" y2="1">${stops(['#ff3b30', '#ff9500', '#ffcc00', '#4cd964', '#34aadc', '#5856d6'])}</linearGradient></defs>` +
        `<rect width="${width}" height="${h}" fill="#000"/>` +
        `<circle cx="30" cy="${h / 2}" r="15" fill="url(#rainbow)"/><circle cx="30" cy="${h / 2}" r="4" fill="#000"/>` +
        `<path d="${textPath('LaserDisc', 52, 31, { font: 'anton', size: 22, spacing: 0.02 })}" fill="#fff"/>` +
        pal +
        labelText('#fff');
      break;
    case 'DVD':
      body =
        `<rect width="${width}" height="${h}" fill="#111"/>` +
        `<g transform="skewX(-12)"><path d="${textPath('DVD', 20 + 32 * Math.tan((12 * Math.PI) / 180), 32, { font: 'anton', size: 27, spacing: 0.04 })}" fill="#fff"/></g>` +
        `<path d="${textPath('VIDEO', 74, 30, { font: 'bebas', size: 15, spacing: 0.3 })}" fill="#9aa0a6"/>` +
        pal +
        labelText('#fff');
      break;
    default:
      body =
        `<defs><linearGradient id="bluband" x1="0" y1="0" x2="0" y2="1">${stops(['#2b7fe0', '#0a4fb3', '#063a8a'])}</linearGradient></defs>` +
        `<rect width="${width}" height="${h}" fill="url(#bluband)"/>` +
        `<path d="${textPath('Blu-ray Disc', 12, 30, { font: 'anton', size: 21, spacing: 0.02 })}" fill="#fff"/>` +
        pal +
        labelText('#fff');
  }
  return svgDocument(width, h, body);
}

function criterionBar(width: number): Buffer {
  return svgDocument(
    width,
    34,
    `<rect width="${width}" height="34" fill="#000"/>` +
      `<circle cx="22" cy="17" r="11" fill="none" stroke="#fff" stroke-width="2"/>` +
      `<path d="${textPath('C', 22, 23.5, { font: 'bebas', size: 18, anchor: 'middle' })}" fill="#fff"/>` +
      `<path d="${textPath('THE CRITERION COLLECTION', width / 2 + 12, 23.5, { font: 'bebas', size: 19, spacing: 0.22, anchor: 'middle' })}" fill="#fff"/>`,
  );
}

/** A starburst sticker naming the edition, like the ones shops and labels slapped on the shrink-wrap. */
function editionSticker(title: string): Buffer {
  const words = title.toUpperCase().split(/\s+/);
  const half = Math.ceil(words.length / 2);
  const lines =
    words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [words.join(' ')];
  const c = BADGE_SIZE / 2;
  const radius = 43;
  let text = '';
  lines.forEach((line, i) => {
    const size = Math.min(
      18,
      (radius * 1.55) / Math.max(1, measureText(line, { font: 'bebas', size: 1, spacing: 0.04 })),
    );
    const baseline = c + (i - (lines.length - 1) / 2) * (size + 2) + size * 0.35;
    text += `<path d="${textPath(line, c, baseline, { font: 'bebas', size, spacing: 0.04, anchor: 'middle' })}" fill="#1a0a00"/>`;
  });
  return svgDocument(
    BADGE_SIZE,
    BADGE_SIZE,
    `<g transform="rotate(-12 ${c} ${c})"><path d="${starPath(c, c, radius + 8, radius, 24)}" fill="#ffcc00" stroke="#1a0a00" stroke-width="2"/>` +
      `<circle cx="${c}" cy="${c}" r="${radius - 5}" fill="none" stroke="#1a0a00" stroke-width="1.2" opacity=".6"/>${text}</g>`,
  );
}

function labelBar(label: string, width: number, height: number): Buffer {
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#111"/>` +
      `<path d="${textPath(label.toUpperCase(), width / 2, height - 9, { font: 'anton', size: 20, spacing: 0.16, anchor: 'middle' })}" fill="#f4f1ea"/>`,
  );
}

/** A title set high on the art leaves the lower corner free for a sticker; a low one the upper corner. */
function hasTitleAtTop(film: CoverFilm): boolean {
  return sceneFor(film).titleBox.bottom < H / 2;
}

/**
 * 400×600 covers for a film's releases: its title art under a format band, framed by the case type and with an
 * edition sticker where the release has a named edition. The title art is resized once per frame size.
 */
async function releaseCoversFrom(
  film: CoverFilm,
  titleArt: RawImage,
  releases: readonly CoverRelease[],
): Promise<Buffer[]> {
  const sharp = await loadSharp();
  const resized = new Map<string, Promise<RawImage>>();
  const artOf = (width: number, height: number) => {
    const key = `${width}x${height}`;
    let art = resized.get(key);
    if (!art) {
      // The band covers the top of the box, so the art is fitted below it, trimming a little at the bottom.
      art = sharp(titleArt.data, { raw: titleArt.info })
        .resize(width, height, { fit: 'cover', position: 'top' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      resized.set(key, art);
    }
    return art;
  };
  const covers: Buffer[] = [];
  for (const release of releases) {
    const frame = frameFor(release);
    const width = RW - frame.inset * 2;
    const top = frame.inset + BAND_HEIGHT;
    const height = RH - frame.inset * 2 - BAND_HEIGHT - frame.bottomBar;
    const art = await artOf(width, height);
    const layers: OverlayOptions[] = [
      { input: formatBand(release, width), left: frame.inset, top: frame.inset },
    ];
    const bottom = RH - frame.inset - frame.bottomBar;
    const edition = release.releaseTitle;
    if (/criterion/i.test(edition)) {
      layers.push({ input: criterionBar(width), left: frame.inset, top: bottom - 34 });
    } else if (edition && !/^standard release$/i.test(edition)) {
      const badgeTop = hasTitleAtTop(film) ? bottom - BADGE_SIZE - 6 : top + 70;
      layers.push({ input: editionSticker(edition), left: RW - frame.inset - BADGE_SIZE - 4, top: badgeTop });
    }
    if (frame.bottomBar) {
      layers.push({ input: labelBar(release.label, width, frame.bottomBar), left: frame.inset, top: bottom });
    }
    // Extending the art to the box size is much cheaper than compositing it onto a new canvas.
    covers.push(
      await sharp(art.data, { raw: art.info })
        .extend({
          top,
          bottom: frame.inset + frame.bottomBar,
          left: frame.inset,
          right: frame.inset,
          background: frame.background,
        })
        .composite(layers)
        .jpeg({ quality: RELEASE_COVER.quality, optimiseCoding: false })
        .toBuffer(),
    );
  }
  return covers;
}
