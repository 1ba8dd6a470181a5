import { exhibitionContent } from '../../shared/content/exhibition.ts';
import { EXHIBITION_TEXTS } from '../../shared/exhibition-texts.ts';
import { plainText } from '../../shared/page-meta.ts';
import { SITE } from '../../shared/site.ts';
import type { exhibitionReads } from '../queries/exhibitions.ts';
import { calendarFile } from './ics.ts';

type Exhibition = NonNullable<ReturnType<typeof exhibitionReads.find>>;

function locationText(venue: string): string {
  if (venue.trim()) return venue.trim();
  const { streetAddress, addressLocality, postalCode } = SITE.postalAddress;
  return `${SITE.name}, ${streetAddress}, ${addressLocality} ${postalCode}`;
}

export function exhibitionCalendar(origin: string, exhibition: Exhibition, now: Date): string | undefined {
  if (!exhibition.starts_on) return undefined;
  const url = `${origin}${exhibitionContent.publicPath(exhibition.slug)}`;
  const about = [exhibition.subtitle, plainText(exhibition.introduction)].filter((part) => part.trim());
  return calendarFile(`-//${SITE.name}//${EXHIBITION_TEXTS.calendarProduct}//EN`, [
    {
      uid: `exhibition-${exhibition._id}@${new URL(origin).host}`,
      stamp: now,
      firstDay: exhibition.starts_on,
      lastDay: exhibition.ends_on ?? exhibition.starts_on,
      summary: exhibition.title,
      description: [...about, url].join('\n\n'),
      location: locationText(exhibition.venue),
      url,
    },
  ]);
}
