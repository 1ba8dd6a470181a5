import sharp from 'sharp';
import { SITE } from '../../shared/site.ts';

// Rendered once on first request and kept in memory, so nothing binary lives in the repository.

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <clipPath id="tile"><rect width="64" height="64" rx="10"/></clipPath>
  <g clip-path="url(#tile)">
    <rect width="64" height="64" fill="#a8322a"/>
    <circle cx="32" cy="27" r="11" fill="#f6f3ee"/>
    <path d="M0 50 L18 36 L30 44 L44 30 L64 46 V64 H0 Z" fill="#1d1b19"/>
    <path d="M0 54 L18 42 L30 50 L44 37 L64 52" fill="none" stroke="#f6f3ee" stroke-width="2"/>
  </g>
</svg>
`;

export const PNG_ICON_SIZES = {
  'favicon-32.png': 32,
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
};
export type PngIconName = keyof typeof PNG_ICON_SIZES;

const rendered = new Map<number, Promise<Buffer>>();

export function pngIcon(size: number): Promise<Buffer> {
  let png = rendered.get(size);
  if (!png) {
    png = sharp(Buffer.from(ICON_SVG), { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
    rendered.set(size, png);
  }
  return png;
}

// One PNG inside an .ico is allowed since Windows Vista and read by every browser.
export async function faviconIco(): Promise<Buffer> {
  const png = await pngIcon(32);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the PNG starts right after this header
  return Buffer.concat([header, png]);
}

export function webManifest() {
  return {
    name: SITE.name,
    short_name: 'Taedong',
    description: 'North Korean art in Beijing: the gallery, its shop, artists, exhibitions, films and books.',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: '#f6f3ee',
    theme_color: '#f6f3ee',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
