import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { FILM_COLOURS, filmContent } from '../../../shared/content/film.ts';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { imageRef, publishing } from '../../db/schema/entry-columns.ts';
import { imageListTable } from '../../db/schema/image-lists.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

export const films = sqliteTable(
  'films',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    synopsis: text('synopsis').notNull().default(''),
    filmLink: text('film_link').notNull().default(''),
    videoLink: text('video_link').notNull().default(''),
    // Bilibili plays in mainland China, so Chinese pages prefer it.
    chinaVideoLink: text('china_video_link').notNull().default(''),
    officialSite: text('official_site').notNull().default(''),
    mainImgId: imageRef('main_img_id').notNull(),
    coverImgId: imageRef('cover_img_id'),
    runTimeMins: integer('run_time_mins'),
    format: text('format').notNull().default(''),
    aspectRatio: text('aspect_ratio').notNull().default(''),
    soundMix: text('sound_mix').notNull().default(''),
    colour: text('colour', { enum: FILM_COLOURS }).notNull().default('Colour'),
    language: text('language').notNull().default(''),
    subtitles: text('subtitles').notNull().default(''),
    // The SPEC's public `date` and admin `world_premiere` are this one field.
    worldPremiere: text('world_premiere'),
    composer: text('composer').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('films_slug_unique').on(t.slug)],
);

export const filmImages = imageListTable('film_images', () => films.id);

const f = fieldsOf(films);

export const filmType = defineContentType(filmContent, {
  table: films,
  title: films.title,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    subtitle: f.column('subtitle'),
    short_description: f.html('shortDescription'),
    introduction: f.column('introduction'),
    synopsis: f.html('synopsis'),
    film_link: f.column('filmLink'),
    video_link: f.column('videoLink'),
    china_video_link: f.column('chinaVideoLink'),
    official_site: f.column('officialSite'),
    main_img: f.image('mainImgId'),
    cover_img: f.image('coverImgId'),
    run_time_mins: f.column('runTimeMins'),
    format: f.column('format'),
    aspect_ratio: f.column('aspectRatio'),
    sound_mix: f.column('soundMix'),
    colour: f.column('colour'),
    language: f.column('language'),
    subtitles: f.column('subtitles'),
    world_premiere: f.column('worldPremiere'),
    composer: f.column('composer'),
    additional_imgs: f.imageList(filmImages),
    metaDescription: f.column('metaDescription'),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  public: publicPart({
    list: {
      title: shown.text(films.title),
      subtitle: shown.text(films.subtitle),
      short_description: shown.text(films.shortDescription),
      main_img: shown.image(films.mainImgId),
      date: shown.column(films.worldPremiere),
    },
    detail: {
      introduction: shown.text(films.introduction),
      synopsis: shown.text(films.synopsis),
      film_link: shown.column(films.filmLink),
      video_link: shown.column(films.videoLink),
      china_video_link: shown.column(films.chinaVideoLink),
      official_site: shown.column(films.officialSite),
      cover_img: shown.image(films.coverImgId),
      run_time_mins: shown.column(films.runTimeMins),
      format: shown.column(films.format),
      aspect_ratio: shown.column(films.aspectRatio),
      sound_mix: shown.column(films.soundMix),
      colour: shown.column(films.colour),
      language: shown.text(films.language),
      subtitles: shown.text(films.subtitles),
      world_premiere: shown.column(films.worldPremiere),
      composer: shown.column(films.composer),
      additional_imgs: shown.imageList(filmImages),
      metaDescription: shown.text(films.metaDescription),
    },
    // Premiere dates may be unknown, so they cannot order the list: newest first by when staff added them.
    newest: films.createdAt,
  }),
});
