import { describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  ImageRejected,
  MAX_UPLOAD_BYTES,
  prepareImage,
  TOO_BIG_MESSAGE,
  TOO_MANY_PIXELS_MESSAGE,
  UNREADABLE_MESSAGE,
  WRONG_TYPE_MESSAGE,
} from '../../server/services/images.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function refusal(bytes: Uint8Array) {
  const error = await prepareImage(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

/** A valid 1 x 1 PNG whose header is rewritten to claim another size: a bomb without the cost of making one. */
async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(Bun.hash.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** EXIF tag 0x8825 points at the GPS directory; it is written in either byte order. */
const hasGpsPointer = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe('prepareImage accepts', () => {
  test('a PNG, keeping it PNG, with its size, hash and one variant when narrower than 320', async () => {
    const prepared = await prepareImage(await solid(300, 200).png().toBuffer());
    expect(prepared).toMatchObject({ contentType: 'image/png', width: 300, height: 200 });
    expect(prepared.hash).toBe(sha256(prepared.bytes));
    expect(prepared.variants.map((v) => [v.width, v.height, v.contentType])).toEqual([[300, 200, 'image/webp']]);
  });

  test('a JPEG, keeping it JPEG, with WebP variants at each width below its own', async () => {
    const prepared = await prepareImage(await solid(1000, 600).jpeg().toBuffer());
    expect(prepared).toMatchObject({ contentType: 'image/jpeg', width: 1000, height: 600 });
    expect(prepared.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 192],
      [640, 384],
      [960, 576],
    ]);
    for (const variant of prepared.variants) {
      expect((await sharp(variant.bytes).metadata()).format).toBe('webp');
      expect(variant.hash).toBe(sha256(variant.bytes));
    }
  });

  test('a GIF as a PNG and a WebP as a WebP', async () => {
    expect((await prepareImage(await solid(40, 30).gif().toBuffer())).contentType).toBe('image/png');
    expect((await prepareImage(await solid(40, 30).webp().toBuffer())).contentType).toBe('image/webp');
  });
});

describe('prepareImage refuses', () => {
  test('a text file, whatever its name says, as 415', async () => {
    const error = await refusal(new TextEncoder().encode('name: photo.png\nthis is not an image\n'));
    expect(error).toMatchObject({ status: 415, message: WRONG_TYPE_MESSAGE });
  });

  test('an SVG as 415: it can carry script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(await refusal(new TextEncoder().encode(svg))).toMatchObject({ status: 415, message: WRONG_TYPE_MESSAGE });
  });

  test('more than 10 MB as 413 with the SPEC message', async () => {
    const error = await refusal(new Uint8Array(MAX_UPLOAD_BYTES + 1024 * 1024));
    expect(error).toMatchObject({ status: 413, message: TOO_BIG_MESSAGE });
    expect(error.message).toBe('Error uploading the image. Ensure the file size is less than 10MB.');
  });

  test('a small file declaring 20000 x 20000 pixels, without decoding it', async () => {
    const bomb = await pngDeclaring(20000, 20000);
    expect(bomb.byteLength).toBeLessThan(1000);
    expect(await refusal(bomb)).toMatchObject({ status: 400, message: TOO_MANY_PIXELS_MESSAGE });
  });

  test('a real image above the 40 megapixel limit, though below sharp’s own default', async () => {
    const big = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(await refusal(big)).toMatchObject({ status: 400, message: TOO_MANY_PIXELS_MESSAGE });
  });

  test('a damaged file that only starts like a PNG, as 415', async () => {
    const png = await solid(50, 50).png().toBuffer();
    const damaged = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await refusal(damaged)).toMatchObject({ status: 415, message: UNREADABLE_MESSAGE });
  });
});

describe('prepareImage cleans', () => {
  test('EXIF away, GPS included, after applying the orientation to the pixels', async () => {
    const gps = {
      GPSLatitudeRef: 'N',
      GPSLatitude: '39/1 54/1 27/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '116/1 23/1 0/1',
    };
    const photo = await solid(400, 200)
      .withExif({ IFD0: { Make: 'Demo Camera' }, IFD3: gps })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes('Demo Camera')).toBe(true);
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const prepared = await prepareImage(photo);
    const after = await sharp(prepared.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the stored picture stands upright instead.
    expect([prepared.width, prepared.height]).toEqual([200, 400]);
    expect(prepared.bytes.includes('Demo Camera')).toBe(false);
  });

  test('a polyglot: script after a valid PNG does not survive re-encoding', async () => {
    const png = await solid(64, 64).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const prepared = await prepareImage(polyglot);
    expect(prepared.contentType).toBe('image/png');
    for (const bytes of [prepared.bytes, ...prepared.variants.map((v) => v.bytes)]) {
      expect(bytes.includes('<script')).toBe(false);
    }
  });
});
