import { z } from 'zod';
import {
  count,
  imageId,
  imageIds,
  MAX_META,
  MAX_PARAGRAPH,
  optionalDate,
  optionalImageId,
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
});
