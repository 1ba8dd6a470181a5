import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { initialValues, toBody } from '../../client/features/admin/form/form-values.ts';
import { CONTENT_SCREENS } from '../../client/features/admin/screens/registry.ts';
import {
  dashboardLabel,
  formatPublishAt,
  fromGalleryInput,
  previewText,
  publishState,
  toGalleryInput,
} from '../../shared/content/publishing.ts';
import { publishing } from '../../shared/content-fields.ts';
import { type PageMeta, previewMeta } from '../../shared/page-meta.ts';

/** Drafts and scheduled publishing as staff see them: the gallery's clock, the states, the form's group. */

const NOON_BEIJING = Date.UTC(2026, 10, 25, 4, 0);

describe("the gallery's clock", () => {
  test('reads and writes the Publish on field in Beijing time, whatever the machine says', () => {
    expect(toGalleryInput(NOON_BEIJING)).toBe('2026-11-25T12:00');
    expect(fromGalleryInput('2026-11-25T12:00')).toBe(NOON_BEIJING);
    expect(fromGalleryInput('2026-01-01T00:30')).toBe(Date.UTC(2025, 11, 31, 16, 30));
  });

  test('an empty or unreadable field is no time', () => {
    for (const value of ['', '2026-11-25', 'soon', '2026-13-45T99:99']) expect(fromGalleryInput(value)).toBeNull();
  });

  test('a publish time is shown with its zone', () => {
    expect(formatPublishAt(NOON_BEIJING)).toBe('25 Nov 2026, 12:00 (Beijing)');
  });
});

describe('publish states', () => {
  test('a draft, a published entry, and one waiting for its time', () => {
    expect(publishState('draft', null, NOON_BEIJING)).toBe('draft');
    expect(publishState('draft', NOON_BEIJING - 1, NOON_BEIJING)).toBe('draft');
    expect(publishState('published', null, NOON_BEIJING)).toBe('published');
    expect(publishState('published', NOON_BEIJING, NOON_BEIJING)).toBe('published');
    expect(publishState('published', NOON_BEIJING + 1, NOON_BEIJING)).toBe('scheduled');
  });

  test('the banner says what the preview is, and a preview is never indexed', () => {
    expect(previewText({ status: 'draft' })).toBe('Draft: not public');
    expect(previewText({ status: 'scheduled', publish_at: NOON_BEIJING })).toBe(
      'Scheduled: public from 25 Nov 2026, 12:00 (Beijing)',
    );
    const meta: PageMeta = { title: 'A', description: 'B', type: 'website' };
    expect(previewMeta(meta, { preview: { status: 'draft' } })).toEqual({ ...meta, noindex: true });
    expect(previewMeta(meta, {})).toEqual(meta);
  });
});

describe("the form's Publishing group", () => {
  const schema = z.object(publishing);

  test.each(CONTENT_SCREENS.map((s) => [s.route, s] as const))('%s: a new entry starts as a draft', (_r, s) => {
    const body = toBody(s, initialValues(s));
    expect(schema.parse(body)).toEqual({ status: 'draft', publish_at: null });
  });

  test('a body without a status is published, as the SPEC calls expect', () => {
    expect(schema.parse({})).toEqual({ status: 'published', publish_at: null });
  });

  test('a stored draft with a time comes back to the server unchanged', () => {
    const [s] = CONTENT_SCREENS;
    if (!s) throw new Error('no screens');
    const values = initialValues(s, { status: 'draft', publish_at: NOON_BEIJING });
    expect([values.status, values.publish_at]).toEqual(['draft', '2026-11-25T12:00']);
    expect(toBody(s, values)).toMatchObject({ status: 'draft', publish_at: NOON_BEIJING });
  });

  test('the schema names the field it refuses', () => {
    const result = schema.safeParse({ status: 'hidden', publish_at: 'next week' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Status must be Draft or Published.',
      'Publish on must be a date and time.',
    ]);
  });
});

describe('the dashboard', () => {
  test('marks drafts and scheduled entries beside their names, and nothing else', () => {
    const now = NOON_BEIJING;
    expect(dashboardLabel({ title: 'Spring', status: 'draft', publish_at: null }, now)).toBe('Spring · Draft');
    expect(dashboardLabel({ title: 'Spring', status: 'published', publish_at: now + 3_600_000 }, now)).toBe(
      'Spring · Scheduled for 25 Nov 2026, 13:00 (Beijing)',
    );
    expect(dashboardLabel({ title: 'Spring', status: 'published', publish_at: now }, now)).toBe('Spring');
    expect(dashboardLabel({ title: 'An image' }, now)).toBe('An image');
  });
});
