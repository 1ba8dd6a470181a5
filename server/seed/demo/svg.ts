import type { Palette } from './artwork.ts';

/** Flat shapes and gradients only (no filters, no text): librsvg renders those in milliseconds, with no fonts. */

export type Canvas = { w: number; h: number; rng: () => number; p: Palette };
export const n = (value: number) => value.toFixed(1);
export const between = (rng: () => number, low: number, high: number) => low + (high - low) * rng();

export function skyGradient(c: Canvas, id = 'sky') {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${c.p.sky[0]}"/><stop offset="1" stop-color="${c.p.sky[1]}"/>` +
    `</linearGradient></defs><rect width="${c.w}" height="${c.h}" fill="url(#${id})"/>`
  );
}

/** A mountain ridge by midpoint displacement: rough at large scale, calmer in the detail, like brushwork. */
export function ridge(c: Canvas, baseY: number, amplitude: number, fill: string, opacity = 1) {
  const size = 32;
  const heights: number[] = Array.from({ length: size + 1 }, () => 0);
  heights[0] = c.rng() - 0.5;
  heights[size] = c.rng() - 0.5;
  for (let step = size, scale = 1; step > 1; step /= 2, scale *= 0.55) {
    for (let i = step / 2; i < size; i += step) {
      heights[i] = ((heights[i - step / 2] ?? 0) + (heights[i + step / 2] ?? 0)) / 2 + (c.rng() - 0.5) * scale;
    }
  }
  const points = heights.map((v, i) => `L${n((c.w * i) / size)} ${n(baseY - v * amplitude)}`);
  return `<path d="M0 ${c.h} ${points.join(' ')} L${c.w} ${c.h}Z" fill="${fill}" opacity="${opacity}"/>`;
}

export function star(cx: number, cy: number, outer: number, fill: string, turn = 0) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : outer * 0.4;
    const angle = turn - Math.PI / 2 + (i * Math.PI) / 5;
    return `${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}
