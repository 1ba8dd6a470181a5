import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

/**
 * Noto Sans Hans (Noto Sans CJK's Simplified Chinese cut, 30,888 glyphs with Latin) from an npm package, so
 * nothing is downloaded at run time and the same face sets both languages (docs/decisions/025-pdfs.md).
 * Parsed once, on the first PDF, and kept: parsing per document costs 40 ms and 20 MB more each time. pdfkit
 * embeds only the glyphs a document uses.
 */

/** One weight: a second would double the memory the fonts hold and each PDF's size; bold is drawn (document.ts). */
const FILE = 'NotoSansHans-Regular.otf';

let loaded: fontkit.Font | undefined;

function fontFile(name: string): string {
  // The package exports only its index (dist/index.js); the font files sit in fonts/ beside dist/.
  const index = fileURLToPath(import.meta.resolve('@embedpdf/fonts-sc'));
  return path.join(path.dirname(index), '..', 'fonts', name);
}

function open(name: string): fontkit.Font {
  const font = fontkit.create(readFileSync(fontFile(name)));
  if (!('layout' in font)) throw new Error(`${name} is a font collection, not one font.`);
  return font;
}

export function sheetFont(): fontkit.Font {
  loaded ??= open(FILE);
  return loaded;
}
