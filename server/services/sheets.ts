import { INTL_LOCALE, type Lang, langPath } from '../../shared/languages.ts';
import { PRICES_VALID_DAYS } from '../../shared/sheets.ts';
import { SITE } from '../../shared/site.ts';
import { linesOf } from '../../shared/site-settings.ts';
import { inLang } from '../i18n/context.ts';
import { messageIn } from '../i18n/messages.ts';
import type { AppDeps } from '../lib/env.ts';
import { createWorkQueue } from '../lib/work-queue.ts';
import { sheetWorkRows } from '../queries/sheet-works.ts';
import type { findShopItem } from '../queries/shop.ts';
import { readSiteSettingsIn } from '../queries/site-settings.ts';
import type { SheetGallery } from './pdf/document.ts';
import { type PrintImage, printImage } from './pdf/images.ts';
import { type PriceListDates, renderPriceList } from './pdf/price-list.ts';
import { publicSheetWork, type SheetWork, staffSheetWork } from './pdf/sheet-work.ts';
import { renderTearSheet } from './pdf/tear-sheet.ts';

/** Tear sheets and price lists (issue 31, docs/decisions/025-pdfs.md): who may see which price is decided here. */

export type SheetFile = { pdf: Buffer; fileName: string; title: string };

/**
 * One document at a time, a few waiting, the rest refused with QueueFull: each takes a core for a tenth of a
 * second or more, and a public link with a new query string each time would otherwise make one per request.
 */
const pdfQueue = createWorkQueue({ concurrency: 1, maxWaiting: 6, retryAfterSeconds: 5 });

function sheetGallery(deps: AppDeps, lang: Lang, path: string): SheetGallery {
  const settings = readSiteSettingsIn(deps.db.orm, lang);
  const address = lang === 'zh' && settings.addressZh.trim() ? settings.addressZh : settings.addressEn;
  const name = messageIn(lang, 'shell.siteName');
  // The name is printed on its own: an address that starts with it does not say it twice.
  const lines = linesOf(address).filter((line) => line !== name);
  return {
    name,
    address: lines.join(lang === 'zh' ? '' : ', '),
    contact: [
      settings.phone,
      settings.email,
      settings.wechatId ? messageIn(lang, 'artwork.printWechat', { id: settings.wechatId }) : '',
    ].filter(Boolean),
    url: deps.config.publicUrl + langPath(path, lang),
  };
}

/** A public artwork's sheet, from the public page's own answer: it can say nothing the page does not. */
export async function publicTearSheet(
  deps: AppDeps,
  item: NonNullable<ReturnType<typeof findShopItem>>,
  lang: Lang,
): Promise<SheetFile> {
  const work = publicSheetWork(item);
  return tearSheetFile(deps, work, lang, `/shop/${work.slug}`);
}

/** Staff's sheet of any work, published or not, with its real prices; undefined for no such work. */
export function staffTearSheet(deps: AppDeps, id: number, lang: Lang): Promise<SheetFile> | undefined {
  return inLang(lang, () => {
    const [row] = sheetWorkRows(deps.db.orm, [id]);
    if (!row) return undefined;
    return tearSheetFile(deps, staffSheetWork(row), lang, `/shop/${row.slug}`);
  });
}

async function tearSheetFile(deps: AppDeps, work: SheetWork, lang: Lang, path: string): Promise<SheetFile> {
  const pdf = await pdfQueue.run(async () => {
    const image = await printImage(deps.db.orm, work.imageId, 'large');
    return inLang(lang, () => renderTearSheet(lang, work, image, sheetGallery(deps, lang, path)));
  });
  return {
    pdf,
    fileName: `tear-sheet-${work.slug}-${lang}.pdf`,
    title: `${work.title} – ${messageIn(lang, 'pdf.tearSheet')}`,
  };
}

const DAY_MS = 86_400_000;

function beijingDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE.timeZone }).format(at);
}

function dayIn(lang: Lang, day: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Staff's list of chosen works in the order given, with their real prices; works since deleted are left out. */
export async function staffPriceList(
  deps: AppDeps,
  ids: readonly number[],
  lang: Lang,
  until?: string,
): Promise<SheetFile | undefined> {
  const works = inLang(lang, () => sheetWorkRows(deps.db.orm, ids).map(staffSheetWork));
  if (works.length === 0) return undefined;
  const today = beijingDay(deps.now());
  const validUntil = until ?? beijingDay(new Date(deps.now().getTime() + PRICES_VALID_DAYS * DAY_MS));
  const dates: PriceListDates = { date: dayIn(lang, today), validUntil: dayIn(lang, validUntil) };
  return priceListFile(deps, works, lang, dates, today);
}

/** Any price list: the works arrive with their prices decided (a viewing room will pass its own). */
async function priceListFile(deps: AppDeps, works: SheetWork[], lang: Lang, dates: PriceListDates, day: string) {
  const pdf = await pdfQueue.run(async () => {
    const rows: { work: SheetWork; image: PrintImage | null }[] = [];
    // One at a time: each thumbnail is a small decode, and together they would hold every picture at once.
    for (const work of works) rows.push({ work, image: await printImage(deps.db.orm, work.imageId, 'thumbnail') });
    return inLang(lang, () => renderPriceList(lang, rows, dates, sheetGallery(deps, lang, '/')));
  });
  return { pdf, fileName: `price-list-${day}-${lang}.pdf`, title: `${messageIn(lang, 'pdf.priceList')} ${day}` };
}
