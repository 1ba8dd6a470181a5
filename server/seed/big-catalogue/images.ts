import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { insertImage, prepareImage } from '../../services/images.ts';
import { BASE_TIME } from './text.ts';

/** Small real pictures prepared as uploads are (WebP renditions); a few at once, as sharp has threads of its own. */

const AT_ONCE = 4;

function picture(i: number) {
  const width = 48 + (i % 5) * 24;
  const height = 40 + ((i * 7) % 6) * 16;
  const hue = (i * 37) % 360;
  const background = { r: (hue * 7) % 256, g: (hue * 3 + i) % 256, b: (255 - hue) % 256 };
  const format = i % 3 === 0 ? 'png' : 'jpeg';
  const image = sharp({ create: { width, height, channels: 3, background } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
}

export async function fillImages(db: Database, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, k) => start + k);
    const prepared = await Promise.all(batch.map(async (i) => prepareImage(await picture(i), { fast: true })));
    batch.forEach((i, k) => {
      const image = prepared[k];
      if (!image) return;
      ids.push(insertImage(db.orm, { slug: `image-${i}`, title: `Image ${i}`, alt: `Picture ${i}` }, image));
    });
  }
  // Stored at the time of insert by default; a fixed time a minute apart keeps two runs alike.
  db.raw.run(
    'UPDATE images SET created_at = ? - (? - id) * 60000, updated_at = ? - (? - id) * 60000',
    BASE_TIME,
    count,
    BASE_TIME,
    count,
  );
  return ids;
}
