import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import { enquiryTotal } from '../../shared/enquiry-total.ts';
import { PRICE_ON_REQUEST } from '../../shared/inventory.ts';
import type { Lang } from '../../shared/languages.ts';
import { STAGE_LABEL } from '../../shared/pipeline-texts.ts';
import { SITE } from '../../shared/site.ts';
import type { Orm } from '../db/client.ts';
import { enquiries, enquiryLines } from '../db/schema/index.ts';
import { groupBy } from '../lib/group.ts';

const LANG_NAME_EN: Record<Lang, string> = { en: 'English', zh: 'Chinese' };

const euros = (cents: number) => (cents / 100).toFixed(2);

/** '2026-11-28 21:05': the gallery's own clock, as the inbox shows it, in a form spreadsheets read as a date. */
const beijingTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SITE.timeZone,
  dateStyle: 'short',
  timeStyle: 'short',
});

const workLine = (l: { quantity: number; title: string; size: string }) =>
  `${l.quantity} × ${l.title}${l.size ? ` (${l.size})` : ''}`;

export function enquiryRecords(orm: Orm, from: Date, to: Date) {
  const rows = orm
    .select()
    .from(enquiries)
    .where(and(gte(enquiries.createdAt, from), lt(enquiries.createdAt, to)))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .all();
  const lines = rows.length
    ? orm
        .select()
        .from(enquiryLines)
        .where(
          inArray(
            enquiryLines.enquiryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(enquiryLines.enquiryId, enquiryLines.position)
        .all()
    : [];
  const linesOf = groupBy(lines, (l) => l.enquiryId);
  return rows.map((e) => {
    const own = linesOf.get(e.id) ?? [];
    return [
      e.reference,
      beijingTime.format(e.createdAt),
      STAGE_LABEL[e.stage],
      e.name,
      e.email,
      e.phone,
      e.country,
      own.map(workLine).join('; '),
      own.map((l) => (l.priceOnRequest ? PRICE_ON_REQUEST : euros(l.priceCents))).join('; '),
      enquiryTotal({ total: e.totalCents, salePrice: null, lines: own }, euros),
      e.saleCents === null ? null : euros(e.saleCents),
      // Last, so the columns staff's spreadsheets already read stay where they were.
      LANG_NAME_EN[e.lang],
      e.notes,
    ];
  });
}

export const RECORD_HEADER = [
  'Reference',
  'Date (Beijing time)',
  'Stage',
  'Name',
  'E-mail',
  'Phone or WeChat',
  'Country',
  'Works',
  'Prices (EUR)',
  'Total (EUR)',
  'Sale price (EUR)',
  'Language',
  'Notes',
] as const;
