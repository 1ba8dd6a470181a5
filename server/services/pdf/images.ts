import sharp from 'sharp';
import type { Orm } from '../../db/client.ts';
import { imageForPrint } from '../../queries/sheet-works.ts';
import { MAX_INPUT_PIXELS } from '../images.ts';

/**
 * A stored rendition as a JPEG, which PDF readers show without decoding work of ours (pdfkit embeds JPEG bytes
 * as they are; WebP it cannot embed at all). The variant is already small, so this is a few milliseconds.
 */

// Nothing kept between requests: libvips' operation cache would hold pictures in the server's memory.
sharp.cache(false);

export type PrintImage = { bytes: Buffer; width: number; height: number };

/** 1280 px over the sheet's 17 cm is 190 dpi; a price list's thumbnail is 2.3 cm wide, 200 px is 220 dpi. */
export const PRINT_WIDTHS = { large: 1280, thumbnail: 320 } as const;
const OUTPUT_SIDE = { large: 1600, thumbnail: 200 } as const;

export async function printImage(
  orm: Orm,
  imageId: number | null,
  size: keyof typeof PRINT_WIDTHS,
): Promise<PrintImage | null> {
  if (imageId === null) return null;
  const stored = imageForPrint(orm, imageId, PRINT_WIDTHS[size]);
  if (!stored) return null;
  const side = OUTPUT_SIDE[size];
  try {
    const { data, info } = await sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: size === 'large' ? 85 : 78 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // A picture that cannot be read leaves its place empty rather than failing the whole document.
    return null;
  }
}
