import sharp from 'sharp';
import { flowers, map, portrait, poster } from './figures.ts';
import { fields, landscape, seascape, skyline } from './scenes.ts';
import type { Canvas } from './svg.ts';

/** Demo pictures drawn as SVG at seed time from their slugs: no image files shipped, the same pictures every time. */

const COMPOSITIONS = { landscape, seascape, skyline, fields, poster, flowers, portrait, map };

export type ArtKind = keyof typeof COMPOSITIONS;
export type PaletteName = keyof typeof PALETTES;
export type ArtFormat = keyof typeof FORMATS;

export type ArtSpec = { kind: ArtKind; palette: PaletteName; format: ArtFormat; alt: string };

export const FORMATS = {
  portrait: { w: 1200, h: 1600 },
  landscape: { w: 1600, h: 1100 },
  square: { w: 1200, h: 1200 },
  poster: { w: 1000, h: 1400 },
} as const;

export type Palette = {
  sky: readonly [string, string];
  sun: string;
  layers: readonly [string, string, string, string];
  accent: string;
  ground: string;
  ink: string;
};

export const PALETTES = {
  dawn: {
    sky: ['#f7c6a3', '#fbe8d0'],
    sun: '#d8342c',
    layers: ['#9fb3c8', '#6f8aa8', '#45607e', '#263a52'],
    accent: '#c0392b',
    ground: '#e9dcc3',
    ink: '#1f2a36',
  },
  summer: {
    sky: ['#8ec5e8', '#e6f2f8'],
    sun: '#f6c343',
    layers: ['#a8c69f', '#6e9c63', '#3f6e3a', '#22441f'],
    accent: '#d94f30',
    ground: '#c9d98a',
    ink: '#1d2b1a',
  },
  autumn: {
    sky: ['#f3d9a4', '#fbf1dc'],
    sun: '#c8432b',
    layers: ['#d9a05b', '#b86b2c', '#8a3f1d', '#4e2412'],
    accent: '#7a1f12',
    ground: '#e8c27a',
    ink: '#3a1a0e',
  },
  winter: {
    sky: ['#cfd9e3', '#f4f7fa'],
    sun: '#e9a08f',
    layers: ['#b8c4d0', '#8d9dae', '#5e6f82', '#36434f'],
    accent: '#a8322d',
    ground: '#f4f6f8',
    ink: '#1c2630',
  },
  spring: {
    sky: ['#f9dfe5', '#fdf5f0'],
    sun: '#f28fa5',
    layers: ['#c7e0b4', '#94c37e', '#5e9a52', '#35652f'],
    accent: '#e0527a',
    ground: '#f3ead8',
    ink: '#2e3b26',
  },
  sea: {
    sky: ['#f6d8b8', '#fdf0e2'],
    sun: '#e4572e',
    layers: ['#3d7ea6', '#2b5f82', '#1b4461', '#0e2a40'],
    accent: '#f4a259',
    ground: '#e7d7b9',
    ink: '#0e2a40',
  },
  night: {
    sky: ['#1b2a49', '#465a8a'],
    sun: '#f5e6a8',
    layers: ['#2e3f63', '#223152', '#172340', '#0c1429'],
    accent: '#f2b134',
    ground: '#2d3b5c',
    ink: '#070d1c',
  },
  ink: {
    sky: ['#efe8d8', '#f7f2e6'],
    sun: '#b0322a',
    layers: ['#c9c3b5', '#9b9588', '#5f5a52', '#2b2824'],
    accent: '#b0322a',
    ground: '#ece4d1',
    ink: '#1e1c19',
  },
  revolution: {
    sky: ['#c8102e', '#e23b2e'],
    sun: '#f2c230',
    layers: ['#f4e3c1', '#1d3557', '#8b0d1f', '#f2c230'],
    accent: '#f2c230',
    ground: '#f4e3c1',
    ink: '#1b1b1b',
  },
  harvest: {
    sky: ['#f2b630', '#f7d774'],
    sun: '#d62828',
    layers: ['#2a6f4a', '#d62828', '#f8f1dc', '#1b3a4b'],
    accent: '#d62828',
    ground: '#f8f1dc',
    ink: '#1b3a4b',
  },
  map: {
    sky: ['#f3ecdd', '#fbf7ee'],
    sun: '#c0392b',
    layers: ['#e2d6bd', '#b9d3a0', '#8fb8d8', '#d8c9a8'],
    accent: '#c0392b',
    ground: '#efe6d2',
    ink: '#4a4036',
  },
} satisfies Record<string, Palette>;

/** mulberry32: tiny, fast and good enough to vary shapes; not for anything secret. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so a slug names its picture's seed. */
export function seedFromText(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function artworkSvg(spec: ArtSpec, seed: number): string {
  const { w, h } = FORMATS[spec.format];
  const canvas: Canvas = { w, h, rng: seededRandom(seed), p: PALETTES[spec.palette] };
  const body = COMPOSITIONS[spec.kind](canvas);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
  );
}

/** Flat posters and the map stay PNG, painterly pictures become JPEG, so the seed exercises both upload paths. */
export async function renderArtwork(spec: ArtSpec, seed: number): Promise<Buffer> {
  const picture = sharp(Buffer.from(artworkSvg(spec, seed)));
  if (spec.kind === 'poster' || spec.kind === 'map') return picture.png({ compressionLevel: 3 }).toBuffer();
  return picture.jpeg({ quality: 90 }).toBuffer();
}
