import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { MAX_UPLOAD_BYTES, UPLOAD_FAILED } from '../../shared/image.ts';
import { previewSize } from '../../shared/preview-size.ts';
import type { Orm } from '../db/client.ts';
import { imagePreviews, images, imageVariants } from '../db/schema/index.ts';
import { createWorkQueue } from '../lib/work-queue.ts';

// DESIGN 'Images': uploads and the seed both go through here, so every stored image is re-encoded and stripped.

export { MAX_UPLOAD_BYTES };
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920];
/** Far below sharp's default (~268 MP): a small file declaring a huge canvas must not take the server's memory. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** WebP cannot hold a side longer than this; a hanging scroll can have one (1300 x 18000 is 23 MP). */
export const MAX_WEBP_SIDE = 16_383;

// Each upload holds tens of megabytes of pixels, and a small server (1 GB) cannot have many at once.
export const imageQueue = createWorkQueue({ concurrency: 1, maxWaiting: 4, retryAfterSeconds: 10 });
export const BUSY_MESSAGE = 'The server is busy with other uploads. Try again in a few seconds.';

export function configureSharpForSmallServer() {
  sharp.cache(false);
  sharp.concurrency(1);
}

// SPEC 8: the client shows this text for a failed upload, so the size refusal uses it word for word.
export const TOO_BIG_MESSAGE = UPLOAD_FAILED;
export const WRONG_TYPE_MESSAGE = 'The image must be a JPEG, PNG, WebP, GIF or AVIF file.';
export const UNREADABLE_MESSAGE = 'The image could not be read. It may be damaged or not really an image.';
export const TOO_MANY_PIXELS_MESSAGE = 'The image is too large: it may have at most 40 million pixels.';

export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
    this.name = 'ImageRejected';
  }
}

export type PreparedVariant = {
  width: number;
  height: number;
  bytes: Buffer;
  hash: string;
  contentType: 'image/webp';
};

export type PreparedPreview = { width: number; height: number; bytes: Buffer };

export type PreparedImage = {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
  hash: string;
  variants: PreparedVariant[];
  preview: PreparedPreview;
};

type OutputFormat = PreparedImage['contentType'];

// GIF keeps its first frame (animation is not worth a decoder path); AVIF becomes WebP, which encodes far faster.
const OUTPUT_FOR: Record<string, OutputFormat> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/gif': 'image/png',
  'image/avif': 'image/webp',
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export type PrepareOptions = {
  // A few per cent of bytes for half the encoding time: for the demo seed; uploads' bytes are served for years.
  fast?: boolean;
};

export async function prepareImage(bytes: Uint8Array, options: PrepareOptions = {}): Promise<PreparedImage> {
  const fast = options.fast ?? false;
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ImageRejected(TOO_BIG_MESSAGE, 413);
  // The type comes from the bytes, never from the file name or the browser's claim.
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? OUTPUT_FOR[detected.mime] : undefined;
  if (!format) throw new ImageRejected(WRONG_TYPE_MESSAGE, 415);

  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pixels = await checkDimensions(input);

  let encoded: { data: Buffer; info: OutputInfo };
  try {
    // Re-encoding defeats polyglots and drops EXIF and GPS, so the orientation is applied to the pixels first.
    let pipeline = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      sequentialRead: true,
    }).autoOrient();
    if (format === 'image/webp') pipeline = pipeline.resize(withinWebp);
    encoded = await encode(pipeline, format, fast, pixels).toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw rejectionFor(error);
  }
  const { data, info } = encoded;
  return {
    contentType: format,
    width: info.width,
    height: info.height,
    bytes: data,
    hash: sha256(data),
    variants: await makeVariants(data, info.width, info.height, fast),
    preview: await makePreview(data, info.width, info.height, { fast }),
  };
}

/** Reads only the header, so a decompression bomb is refused before a single pixel is decoded. */
async function checkDimensions(input: Buffer) {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch (error) {
    throw rejectionFor(error);
  }
  if (!width || !height) throw new ImageRejected(UNREADABLE_MESSAGE, 415);
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected(TOO_MANY_PIXELS_MESSAGE, 400);
  return width * height;
}

function rejectionFor(error: unknown) {
  if (error instanceof ImageRejected) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageRejected(TOO_MANY_PIXELS_MESSAGE, 400);
  return new ImageRejected(UNREADABLE_MESSAGE, 415);
}

// Above this, baseline without mozjpeg: progressive holds every coefficient (~165 MB at 12 MP); peak 128 MB, 8% larger.
export const MOZJPEG_MAX_PIXELS = 4_000_000;

function encode(pipeline: Sharp, format: OutputFormat, fast: boolean, pixels: number) {
  if (format === 'image/jpeg') {
    if (pixels > MOZJPEG_MAX_PIXELS) return pipeline.jpeg({ quality: 85, optimiseCoding: false });
    const thorough = !fast;
    return pipeline.jpeg({
      quality: 85,
      mozjpeg: true,
      trellisQuantisation: thorough,
      optimiseScans: thorough,
      overshootDeringing: thorough,
    });
  }
  if (format === 'image/png') return pipeline.png();
  return pipeline.webp({ quality: 85, effort: fast ? 2 : 4 });
}

const withinWebp = { width: MAX_WEBP_SIDE, height: MAX_WEBP_SIDE, fit: 'inside', withoutEnlargement: true } as const;

export function variantWidths(width: number, height: number): number[] {
  const smaller = VARIANT_WIDTHS.filter((w) => w < width);
  const wanted = smaller.length > 0 ? smaller : [width];
  const tallest = Math.max(1, Math.floor((width * MAX_WEBP_SIDE) / height));
  return [...new Set(wanted.map((w) => Math.min(w, tallest)))];
}

// One after another: at once they would hold every rendition's pixels together.
async function makeVariants(stored: Buffer, width: number, height: number, fast: boolean) {
  const variants: PreparedVariant[] = [];
  for (const w of variantWidths(width, height)) {
    const { data, info } = await sharp(stored, { sequentialRead: true })
      .resize({ width: w, height: MAX_WEBP_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: fast ? 2 : 4 })
      .toBuffer({ resolveWithObject: true });
    variants.push({
      width: info.width,
      height: info.height,
      bytes: data,
      hash: sha256(data),
      contentType: 'image/webp',
    });
  }
  return variants;
}

// Sized first so the resize only shrinks (upscaling a tall scroll once took a GB); JPEG, as WeChat shows no WebP.
export async function makePreview(
  stored: Uint8Array,
  width: number,
  height: number,
  { fast = false }: { fast?: boolean } = {},
): Promise<PreparedPreview> {
  const size = previewSize(width, height);
  const bytes = await sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: !fast })
    .toBuffer();
  return { ...size, bytes };
}

export type ImageMeta = { slug: string; title: string; alt: string };

// Together: an image row without variants would break every srcset.
export function insertImage(orm: Orm, meta: ImageMeta, prepared: PreparedImage): number {
  return orm.transaction((tx) => {
    const row = tx
      .insert(images)
      .values({
        slug: meta.slug,
        title: meta.title,
        alt: meta.alt,
        contentType: prepared.contentType,
        width: prepared.width,
        height: prepared.height,
        byteSize: prepared.bytes.byteLength,
        hash: prepared.hash,
        bytes: prepared.bytes,
      })
      .returning({ id: images.id })
      .get();
    if (prepared.variants.length > 0) {
      tx.insert(imageVariants)
        .values(
          prepared.variants.map((variant) => ({
            imageId: row.id,
            width: variant.width,
            height: variant.height,
            contentType: variant.contentType,
            byteSize: variant.bytes.byteLength,
            hash: variant.hash,
            bytes: variant.bytes,
          })),
        )
        .run();
    }
    tx.insert(imagePreviews)
      .values({ imageId: row.id, ...prepared.preview })
      .run();
    return row.id;
  });
}
