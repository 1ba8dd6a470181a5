import path from 'node:path';
import { previewSize } from '../../shared/preview-size.ts';
import {
  ImageRejected,
  type PreparedImage,
  type PreparedPreview,
  type PreparedVariant,
  UNREADABLE_MESSAGE,
} from './images.ts';

// libvips' buffers are rarely handed back to the system; a process that exits returns every byte.

const SCRIPT = path.join(import.meta.dir, '../cli/prepare-image.ts');
const PREVIEW_SCRIPT = path.join(import.meta.dir, '../cli/prepare-preview.ts');
// A 40-megapixel scroll takes seconds; a stuck encoder must not hold the queue.
const TIME_LIMIT_MS = 120_000;

export type PreparedHeader =
  | { ok: false; status: 400 | 413 | 415; message: string }
  | {
      ok: true;
      contentType: PreparedImage['contentType'];
      width: number;
      height: number;
      hash: string;
      byteLength: number;
      variants: (Omit<PreparedVariant, 'bytes'> & { byteLength: number })[];
      preview: { width: number; height: number; byteLength: number };
    };

export function encodeAnswer(prepared: PreparedImage | ImageRejected): Buffer {
  if (prepared instanceof ImageRejected) {
    return frame({ ok: false, status: prepared.status, message: prepared.message }, []);
  }
  const header: PreparedHeader = {
    ok: true,
    contentType: prepared.contentType,
    width: prepared.width,
    height: prepared.height,
    hash: prepared.hash,
    byteLength: prepared.bytes.byteLength,
    variants: prepared.variants.map(({ bytes, ...variant }) => ({ ...variant, byteLength: bytes.byteLength })),
    preview: {
      width: prepared.preview.width,
      height: prepared.preview.height,
      byteLength: prepared.preview.bytes.byteLength,
    },
  };
  return frame(header, [prepared.bytes, ...prepared.variants.map((v) => v.bytes), prepared.preview.bytes]);
}

function frame(header: PreparedHeader, parts: Buffer[]): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.byteLength);
  return Buffer.concat([length, json, ...parts]);
}

export function decodeAnswer(answer: Buffer): PreparedImage {
  const headerLength = answer.readUInt32BE(0);
  const header = JSON.parse(answer.subarray(4, 4 + headerLength).toString('utf8')) as PreparedHeader;
  if (!header.ok) throw new ImageRejected(header.message, header.status);
  let offset = 4 + headerLength;
  const take = (length: number) => {
    const bytes = answer.subarray(offset, offset + length);
    if (bytes.byteLength !== length) throw new Error('The image process answered fewer bytes than it announced.');
    offset += length;
    return bytes;
  };
  const bytes = take(header.byteLength);
  const variants = header.variants.map(({ byteLength, ...variant }) => ({ ...variant, bytes: take(byteLength) }));
  const preview = {
    width: header.preview.width,
    height: header.preview.height,
    bytes: take(header.preview.byteLength),
  };
  return {
    contentType: header.contentType,
    width: header.width,
    height: header.height,
    hash: header.hash,
    bytes,
    variants,
    preview,
  };
}

// A child that dies without answering (decoder crash, OOM killer) is the file's fault as far as staff can tell.
export async function prepareImageInChild(bytes: Blob | Uint8Array): Promise<PreparedImage> {
  const { answer, exitCode, ending } = await runChild([SCRIPT], bytes);
  if (exitCode !== 0 || answer.byteLength < 4) {
    console.error(`image process ${ending}`);
    throw new ImageRejected(UNREADABLE_MESSAGE, 415);
  }
  return decodeAnswer(Buffer.from(answer));
}

async function runChild(args: string[], input: Blob | Uint8Array) {
  const child = Bun.spawn([process.execPath, ...args], {
    stdin: input,
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: TIME_LIMIT_MS,
  });
  const [answer, errors, exitCode] = await Promise.all([
    new Response(child.stdout).arrayBuffer(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  const ending = `ended with ${exitCode ?? child.signalCode}: ${errors.trim().split('\n').at(-1) ?? ''}`;
  return { answer, exitCode, ending };
}

export async function makePreviewInChild(stored: Uint8Array, width: number, height: number): Promise<PreparedPreview> {
  const { answer, exitCode, ending } = await runChild([PREVIEW_SCRIPT, String(width), String(height)], stored);
  if (exitCode !== 0 || answer.byteLength === 0) throw new Error(`preview process ${ending}`);
  return { ...previewSize(width, height), bytes: Buffer.from(answer) };
}
