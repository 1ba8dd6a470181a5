import PDFDocument from 'pdfkit';
import { LANG_TAG, type Lang } from '../../../shared/languages.ts';
import { sheetFont } from './fonts.ts';

/** A4 in points, with 2 cm margins: what a gallery prints and a collector's printer takes. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56.69 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the contact footer starts; the content stops above it. */
export const FOOTER_TOP = PAGE.height - PAGE.margin - 36;

export const INK = '#1a1a1a';
export const MUTED = '#666666';
export const RULE = '#cccccc';

/** The gallery's details as the site settings give them, in the PDF's language. */
export type SheetGallery = {
  name: string;
  address: string;
  /** Phone, e-mail and WeChat, each where set. */
  contact: string[];
  url: string;
};

export type SheetDocument = InstanceType<typeof PDFDocument>;

export function openSheet(lang: Lang, info: { title: string; author: string }): SheetDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: LANG_TAG[lang],
    displayTitle: true,
    // Page numbers are written once every page exists.
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Creator: info.author },
  });
  // pdfkit takes a parsed fontkit font as well as bytes (its types say bytes only): parsed once, kept for all.
  doc.registerFont('regular', sheetFont() as unknown as Uint8Array);
  doc.font('regular').fillColor(INK);
  return doc;
}

/** Text options that draw the face outlined as well as filled: the one weight made bold. */
export const BOLD = { fill: true, stroke: true } as const;

/** Sets size and colour for text drawn with `BOLD`; the outline grows with the size, as a bold face's stems do. */
export function bold(doc: SheetDocument, size: number, color: string): SheetDocument {
  return doc
    .font('regular')
    .fontSize(size)
    .fillColor(color)
    .strokeColor(color)
    .lineWidth(size * 0.035);
}

export function finishSheet(doc: SheetDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}

/**
 * The gallery's name, address and contact along the foot of the current page, and on the right what the
 * document wants there (a page number). The bottom margin is lifted meanwhile, or pdfkit would start a page.
 */
export function drawFooter(doc: SheetDocument, gallery: SheetGallery, right = '') {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = FOOTER_TOP;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  const width = right ? CONTENT_WIDTH - 110 : CONTENT_WIDTH;
  const line = { width, height: 11, ellipsis: true } as const;
  bold(doc, 8, INK).text(gallery.name, PAGE.margin, y + 6, { ...line, ...BOLD });
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(gallery.address, PAGE.margin, y + 17, line);
  doc.text([...gallery.contact, gallery.url].join('  ·  '), PAGE.margin, y + 27, line);
  if (right) {
    doc
      .fontSize(8)
      .text(right, PAGE.width - PAGE.margin - 100, y + 6, { width: 100, align: 'right', lineBreak: false });
  }
  doc.page.margins.bottom = bottom;
  doc.fillColor(INK);
}

/** A label in small grey type above its value. */
export function drawFact(doc: SheetDocument, label: string, lines: string[], x: number, width: number) {
  if (lines.length === 0) return;
  doc.font('regular').fontSize(8).fillColor(MUTED).text(label, x, doc.y, { width });
  doc.font('regular').fontSize(10.5).fillColor(INK);
  for (const line of lines) doc.text(line, x, doc.y, { width });
  doc.moveDown(0.45);
}

/** The image kept in its proportions within the box, centred across it; answers the height it took. */
export function drawImage(
  doc: SheetDocument,
  image: { bytes: Buffer; width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  doc.image(image.bytes, box.x + (box.width - width) / 2, box.y, { width, height });
  return { width, height };
}
