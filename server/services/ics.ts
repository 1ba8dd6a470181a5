// RFC 5545: calendar programs are strict about CRLF, 75-octet folding, escaping and exclusive all-day ends.

export type CalendarEvent = {
  // Stable, so a second download updates the event instead of adding another.
  uid: string;
  stamp: Date;
  firstDay: string;
  lastDay: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;

// RFC 5545 3.3.11.
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

// RFC 5545 3.1.
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      // The leading space of a continuation line counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const basicDate = (day: string) => day.replaceAll('-', '');

const basicDateTime = (moment: Date) => `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${basicDateTime(event.stamp)}`,
    `DTSTART;VALUE=DATE:${basicDate(event.firstDay)}`,
    `DTEND;VALUE=DATE:${basicDate(dayAfter(event.lastDay))}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

export function calendarFile(productId: string, events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
