import { FILM_COLOURS, filmSchema } from '#schemas/content/film';
import { META_HINT, type Screen } from './screen.ts';

export const filmScreen: Screen = {
  route: 'films',
  api: 'films',
  heading: 'Films',
  noun: 'film',
  schema: filmSchema,
  titleField: 'title',
  publicKey: ['explore', 'films'],
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'text', name: 'subtitle', label: 'Subtitle' },
    { kind: 'rich', name: 'short_description', label: 'Short description' },
    { kind: 'text', name: 'introduction', label: 'Introduction', multiline: true },
    { kind: 'rich', name: 'synopsis', label: 'Synopsis' },
    { kind: 'text', name: 'film_link', label: 'Film link', hint: 'Optional web address.' },
    {
      kind: 'text',
      name: 'video_link',
      label: 'Video link',
      hint: 'Optional web address of a trailer: a YouTube, Vimeo or Bilibili address plays in the page after a click.',
    },
    { kind: 'text', name: 'official_site', label: 'Official site', hint: 'Optional web address.' },
    { kind: 'image', name: 'main_img', label: 'Main image' },
    { kind: 'image', name: 'cover_img', label: 'Cover image', optional: true },
    { kind: 'number', name: 'run_time_mins', label: 'Run time (minutes)', step: 1 },
    { kind: 'text', name: 'format', label: 'Format' },
    { kind: 'text', name: 'aspect_ratio', label: 'Aspect ratio' },
    { kind: 'text', name: 'sound_mix', label: 'Sound mix' },
    { kind: 'select', name: 'colour', label: 'Colour', options: FILM_COLOURS },
    { kind: 'text', name: 'language', label: 'Language' },
    { kind: 'text', name: 'subtitles', label: 'Subtitles' },
    // The film's one date: the public pages show it as the premiere date (SPEC 3 'date' and 'world_premiere').
    { kind: 'date', name: 'world_premiere', label: 'World premiere', hint: 'Shown on the film page as its date.' },
    { kind: 'text', name: 'composer', label: 'Composer' },
    {
      kind: 'list',
      name: 'additional_imgs',
      label: 'Additional images',
      itemLabel: 'Image',
      of: { kind: 'image', name: 'img', label: 'Image' },
      min: 0,
    },
    { kind: 'text', name: 'metaDescription', label: 'Meta description', multiline: true, hint: META_HINT },
  ],
};
