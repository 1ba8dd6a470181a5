import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Reads a PDF as a person's tools do, with Debian's poppler-utils (.ci/run installs them): the text a reader can
 * select and copy, the fonts and whether each is embedded and subset, and the page count.
 */

function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', bytes: Uint8Array, args: string[] = []): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gallery-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    writeFileSync(file, bytes);
    const run = Bun.spawnSync([tool, ...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]);
    if (run.exitCode !== 0) throw new Error(`${tool} failed: ${run.stderr.toString()}`);
    // A damaged file is read with complaints on stderr; a test must see them.
    const complaints = run.stderr.toString().trim();
    if (complaints) throw new Error(`${tool} complained: ${complaints}`);
    return run.stdout.toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text in reading order, each run of white space one space, so a wrapped title reads whole. */
export const pdfText = (bytes: Uint8Array) => poppler('pdftotext', bytes).replace(/\s+/g, ' ');

export type PdfFont = { name: string; type: string; embedded: boolean; subset: boolean; unicode: boolean };

export function pdfFonts(bytes: Uint8Array): PdfFont[] {
  const lines = poppler('pdffonts', bytes).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    // name, type (may hold spaces), encoding, then emb sub uni and the object's number and generation.
    const [name = '', ...rest] = line.trim().split(/\s+/);
    const [emb, sub, uni] = rest.slice(-5, -2);
    return {
      name,
      type: rest.slice(0, -6).join(' '),
      embedded: emb === 'yes',
      subset: sub === 'yes',
      unicode: uni === 'yes',
    };
  });
}

export function pdfPages(bytes: Uint8Array): number {
  const match = /^Pages:\s+(\d+)/m.exec(poppler('pdfinfo', bytes));
  if (!match) throw new Error('pdfinfo gave no page count');
  return Number(match[1]);
}
