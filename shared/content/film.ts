import { z } from 'zod';
import { describeContent, EXPLORE, META_DESCRIPTION_FIELD } from '../catalogue/define.ts';
import {
  count,
  imageId,
  imageIds,
  MAX_META,
  MAX_PARAGRAPH,
  optionalDate,
  optionalImageId,
  publishing,
  richText,
  slug,
  text,
  url,
} from '../content-fields.ts';

export const FILM_COLOURS = ['Colour', 'Black and white'] as const;

/**
 * A film as the admin writes it (SPEC 3 'Film'). The SPEC's public `date` and admin `world_premiere` are one
 * field: the world premiere, which the public pages show as the film's date.
 */
export const filmSchema = z.object({
  title: text('Title'),
  slug: slug(),
  subtitle: text('Subtitle', { optional: true }),
  short_description: richText('Short description'),
  introduction: text('Introduction', { max: MAX_PARAGRAPH, optional: true }),
  synopsis: richText('Synopsis'),
  film_link: url('Film link'),
  video_link: url('Video link'),
  china_video_link: url('Video link for China'),
  official_site: url('Official site'),
  main_img: imageId('Main image'),
  cover_img: optionalImageId('Cover image'),
  run_time_mins: count('Run time', 10_000),
  format: text('Format', { optional: true }),
  aspect_ratio: text('Aspect ratio', { optional: true }),
  sound_mix: text('Sound mix', { optional: true }),
  colour: z.enum(FILM_COLOURS, { error: 'Colour must be Colour or Black and white.' }).default('Colour'),
  language: text('Language', { optional: true }),
  subtitles: text('Subtitles', { optional: true }),
  world_premiere: optionalDate('World premiere'),
  composer: text('Composer', { optional: true }),
  additional_imgs: imageIds('Additional images'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
  ...publishing,
});

/** The film in the catalogue: its names, addresses and admin form. */
export const filmContent = describeContent({
  route: 'films',
  api: 'films',
  heading: 'Films',
  noun: 'film',
  schema: filmSchema,
  trail: [EXPLORE, { name: 'Films', path: '/explore/films' }],
  titleField: 'title',
  fields: [
    { kind: 'text', name: 'title', translatable: true, label: 'Title', searchable: 'title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'text', name: 'subtitle', translatable: true, label: 'Subtitle', searchable: 'summary' },
    { kind: 'rich', name: 'short_description', translatable: true, label: 'Short description', searchable: 'summary' },
    {
      kind: 'text',
      name: 'introduction',
      translatable: true,
      label: 'Introduction',
      multiline: true,
      searchable: 'body',
    },
    { kind: 'rich', name: 'synopsis', translatable: true, label: 'Synopsis', searchable: 'body' },
    { kind: 'text', name: 'film_link', label: 'Film link', hint: 'Optional web address.' },
    {
      kind: 'text',
      name: 'video_link',
      label: 'Video link',
      hint: 'Optional web address of a trailer: a YouTube, Vimeo or Bilibili address plays in the page after a click.',
    },
    {
      kind: 'text',
      name: 'china_video_link',
      label: 'Video link for China',
      hint: 'Optional: the same trailer on a player that plays in mainland China, such as a Bilibili address. Chinese pages play it first.',
    },
    { kind: 'text', name: 'official_site', label: 'Official site', hint: 'Optional web address.' },
    { kind: 'image', name: 'main_img', label: 'Main image' },
    { kind: 'image', name: 'cover_img', label: 'Cover image', optional: true },
    { kind: 'number', name: 'run_time_mins', label: 'Run time (minutes)', step: 1 },
    { kind: 'text', name: 'format', label: 'Format' },
    { kind: 'text', name: 'aspect_ratio', label: 'Aspect ratio' },
    { kind: 'text', name: 'sound_mix', label: 'Sound mix' },
    { kind: 'select', name: 'colour', label: 'Colour', options: FILM_COLOURS },
    { kind: 'text', name: 'language', translatable: true, label: 'Language' },
    { kind: 'text', name: 'subtitles', translatable: true, label: 'Subtitles' },
    // The film's one date: the public pages show it as the premiere date (SPEC 3 'date' and 'world_premiere').
    { kind: 'date', name: 'world_premiere', label: 'World premiere', hint: 'Shown on the film page as its date.' },
    { kind: 'text', name: 'composer', label: 'Composer', searchable: 'body' },
    {
      kind: 'list',
      name: 'additional_imgs',
      label: 'Additional images',
      itemLabel: 'Image',
      of: { kind: 'image', name: 'img', label: 'Image' },
      min: 0,
    },
    META_DESCRIPTION_FIELD,
  ],
});
