import { artistWithYear } from '../../../shared/captions.ts';
import type { Lang } from '../../../shared/languages.ts';
import { t } from '../../../shared/messages/index.ts';
import {
  BOLD,
  bold,
  CONTENT_WIDTH,
  drawFact,
  drawFooter,
  drawImage,
  FOOTER_TOP,
  finishSheet,
  INK,
  MUTED,
  openSheet,
  PAGE,
  type SheetGallery,
} from './document.ts';
import type { PrintImage } from './images.ts';
import type { SheetWork } from './sheet-work.ts';

/** Leaves room below the picture for the facts and a few lines of text on one page. */
const IMAGE_HEIGHT = 390;
const COLUMN_GAP = 24;
const COLUMN = (CONTENT_WIDTH - COLUMN_GAP) / 2;

/** A work in one size needs no size beside its price: the dimensions say it. */
export const priceLines = (work: SheetWork) =>
  work.prices.map((line) => (line.size && work.prices.length > 1 ? `${line.size}: ${line.text}` : line.text));

/** Issue 31: one A4 page, the picture large, the facts, the price or state, a short text and the contact. */
export async function renderTearSheet(
  lang: Lang,
  work: SheetWork,
  image: PrintImage | null,
  gallery: SheetGallery,
): Promise<Buffer> {
  const doc = openSheet(lang, { title: `${work.title} – ${t('pdf.tearSheet')}`, author: gallery.name });
  const left = PAGE.margin;
  bold(doc, 9, MUTED).text(gallery.name, left, PAGE.margin, { lineBreak: false, ...BOLD });
  doc.font('regular').text(t('pdf.tearSheet'), left, PAGE.margin, { width: CONTENT_WIDTH, align: 'right' });

  let y = PAGE.margin + 24;
  if (image) y += drawImage(doc, image, { x: left, y, width: CONTENT_WIDTH, height: IMAGE_HEIGHT }).height + 20;

  bold(doc, 18, INK).text(work.title, left, y, { width: CONTENT_WIDTH, ...BOLD });
  doc.font('regular').fontSize(12).text(artistWithYear(work.artist, work.year), { width: CONTENT_WIDTH });
  doc.moveDown(0.8);

  const top = doc.y;
  drawFact(doc, t('artwork.factMedium'), work.medium ? [work.medium] : [], left, COLUMN);
  drawFact(doc, t('artwork.factDimensions'), work.dimensions, left, COLUMN);
  drawFact(doc, t('artwork.factEdition'), [work.edition], left, COLUMN);
  const leftEnd = doc.y;
  const right = left + COLUMN + COLUMN_GAP;
  doc.y = top;
  drawFact(doc, t('artwork.factAvailability'), work.state ? [work.state] : [], right, COLUMN);
  drawFact(doc, t('pdf.price'), priceLines(work), right, COLUMN);
  y = Math.max(leftEnd, doc.y) + 8;

  const room = FOOTER_TOP - 14 - y;
  if (work.description.length > 0 && room > 24) {
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(INK)
      .text(work.description.join('\n'), left, y, { width: CONTENT_WIDTH, height: room, ellipsis: true, lineGap: 2 });
  }
  drawFooter(doc, gallery);
  return finishSheet(doc);
}
