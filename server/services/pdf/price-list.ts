import { artistWithYear } from '../../../shared/captions.ts';
import type { Lang } from '../../../shared/languages.ts';
import { t } from '../../../shared/messages/index.ts';
import {
  BOLD,
  bold,
  CONTENT_WIDTH,
  drawFooter,
  drawImage,
  FOOTER_TOP,
  finishSheet,
  INK,
  MUTED,
  openSheet,
  PAGE,
  RULE,
  type SheetDocument,
  type SheetGallery,
} from './document.ts';
import type { PrintImage } from './images.ts';
import type { SheetWork } from './sheet-work.ts';
import { priceLines } from './tear-sheet.ts';

const THUMB = 64;
const TEXT_X = PAGE.margin + THUMB + 16;
const PRICE_WIDTH = 150;
const TEXT_WIDTH = CONTENT_WIDTH - THUMB - 16 - PRICE_WIDTH - 12;
const PRICE_X = PAGE.width - PAGE.margin - PRICE_WIDTH;
const ROW_GAP = 14;

export type PriceListDates = { date: string; validUntil: string };

/**
 * Issue 31: a row per work with its thumbnail, facts and price or state, in the order given; the works come
 * with their prices decided, so a viewing room's own prices can use the same list. Page numbers go on once
 * every page exists.
 */
export async function renderPriceList(
  lang: Lang,
  works: { work: SheetWork; image: PrintImage | null }[],
  dates: PriceListDates,
  gallery: SheetGallery,
): Promise<Buffer> {
  const doc = openSheet(lang, { title: `${t('pdf.priceList')} – ${dates.date}`, author: gallery.name });
  const left = PAGE.margin;
  bold(doc, 9, MUTED).text(gallery.name, left, PAGE.margin, BOLD);
  doc.moveDown(0.6);
  bold(doc, 20, INK).text(t('pdf.priceList'), left, doc.y, { width: CONTENT_WIDTH, ...BOLD });
  doc.moveDown(0.2);
  doc
    .font('regular')
    .fontSize(10)
    .text([t('pdf.date', { date: dates.date }), t('pdf.validUntil', { date: dates.validUntil })].join('   ·   '));
  doc.fillColor(MUTED).text(t('pdf.works', { count: works.length }));
  let y = doc.y + 16;

  for (const { work, image } of works) {
    const height = rowHeight(doc, work);
    if (y + height > FOOTER_TOP - 8) {
      doc.addPage();
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(`${t('pdf.priceList')} · ${dates.date}`, left, PAGE.margin);
      y = PAGE.margin + 22;
    }
    drawRow(doc, work, image, y);
    y += height + ROW_GAP;
    doc
      .moveTo(left, y - ROW_GAP / 2)
      .lineTo(PAGE.width - PAGE.margin, y - ROW_GAP / 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    drawFooter(doc, gallery, t('pdf.page', { page: index - start + 1, pages: count }));
  }
  return finishSheet(doc);
}

const detailLines = (work: SheetWork) => [work.medium, ...work.dimensions, work.edition].filter(Boolean);

function textColumn(doc: SheetDocument, work: SheetWork, x: number, y: number) {
  bold(doc, 10.5, INK).text(work.title, x, y, { width: TEXT_WIDTH, ...BOLD });
  doc.font('regular').fontSize(9.5).text(artistWithYear(work.artist, work.year), { width: TEXT_WIDTH });
  doc.fontSize(8.5).fillColor(MUTED);
  for (const line of detailLines(work)) doc.text(line, { width: TEXT_WIDTH });
}

function priceColumn(doc: SheetDocument, work: SheetWork, y: number) {
  doc.fontSize(9.5).fillColor(INK);
  doc.y = y;
  if (work.state) bold(doc, 9.5, INK).text(work.state, PRICE_X, doc.y, { width: PRICE_WIDTH, align: 'right', ...BOLD });
  doc.font('regular');
  for (const line of priceLines(work)) doc.text(line, PRICE_X, doc.y, { width: PRICE_WIDTH, align: 'right' });
}

/** Measured as drawn, so a row never splits across pages. */
function rowHeight(doc: SheetDocument, work: SheetWork): number {
  doc.font('regular').fontSize(10.5);
  let text = doc.heightOfString(work.title, { width: TEXT_WIDTH });
  doc.font('regular').fontSize(9.5);
  text += doc.heightOfString(artistWithYear(work.artist, work.year), { width: TEXT_WIDTH });
  doc.fontSize(8.5);
  for (const line of detailLines(work)) text += doc.heightOfString(line, { width: TEXT_WIDTH });
  doc.fontSize(9.5);
  let price = work.state ? doc.heightOfString(work.state, { width: PRICE_WIDTH }) : 0;
  doc.font('regular');
  for (const line of priceLines(work)) price += doc.heightOfString(line, { width: PRICE_WIDTH });
  return Math.max(THUMB, text, price);
}

function drawRow(doc: SheetDocument, work: SheetWork, image: PrintImage | null, y: number) {
  if (image) drawImage(doc, image, { x: PAGE.margin, y, width: THUMB, height: THUMB });
  else doc.rect(PAGE.margin, y, THUMB, THUMB).fillColor('#eeeeee').fill();
  textColumn(doc, work, TEXT_X, y);
  priceColumn(doc, work, y);
}
