import { describe, expect, test } from 'bun:test';
import { calendarFile, escapeText, foldLine } from '../../server/services/ics.ts';
import { parseIcs, property, unescapeText } from './ics-parse.ts';

const event = {
  uid: 'exhibition-7@gallery.example',
  stamp: new Date('2026-01-15T10:00:00Z'),
  firstDay: '2026-03-12',
  lastDay: '2026-04-30',
  summary: 'Brush, Ink; and Mountain\\Sea',
  description: `First line\nSecond line with a long tail ${'平壤的山水画'.repeat(12)}`,
  location: 'Taedong Gallery, 798 Art District, Beijing',
  url: 'https://gallery.example/explore/exhibitions/brush-and-mountain',
};

describe('the iCalendar writer', () => {
  test('writes a file a strict reader accepts, with the event as given', () => {
    const text = calendarFile('-//Gallery//Exhibitions//EN', [event]);
    const calendar = parseIcs(text);
    expect(calendar.name).toBe('VCALENDAR');
    expect(property(calendar, 'VERSION').value).toBe('2.0');
    expect(property(calendar, 'PRODID').value).toBe('-//Gallery//Exhibitions//EN');
    const [vevent] = calendar.components;
    if (!vevent) throw new Error('no VEVENT');
    expect(vevent.name).toBe('VEVENT');
    expect(property(vevent, 'UID').value).toBe(event.uid);
    expect(property(vevent, 'DTSTAMP').value).toBe('20260115T100000Z');
    expect(property(vevent, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20260312' });
    // The end of an all-day event is exclusive: the day after the last day.
    expect(property(vevent, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20260501' });
    expect(unescapeText(property(vevent, 'SUMMARY').value)).toBe(event.summary);
    expect(unescapeText(property(vevent, 'DESCRIPTION').value)).toBe(event.description);
    expect(unescapeText(property(vevent, 'LOCATION').value)).toBe(event.location);
    expect(property(vevent, 'URL').value).toBe(event.url);
  });

  test('ends the last day of a month or year on the first of the next', () => {
    const vevent = parseIcs(calendarFile('-//G//E//EN', [{ ...event, lastDay: '2026-12-31' }])).components[0];
    expect(vevent && property(vevent, 'DTEND').value).toBe('20270101');
  });

  test('escapes the characters TEXT reserves', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'山'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
