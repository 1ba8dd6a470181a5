import { filmContent } from '../../../shared/content/film.ts';
import { filmMeta } from '../../../shared/page-meta.ts';
import { filmImages, films } from '../../db/schema/index.ts';
import { findFilm } from '../../queries/films.ts';
import { filmData } from '../../services/structured-data.ts';
import { defineContentType, publicPage } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

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
    // The one date of a film (SPEC 3's `date` and `world_premiere`): public pages show it as the premiere.
    world_premiere: f.column('worldPremiere'),
    composer: f.column('composer'),
    additional_imgs: f.imageList(filmImages),
    metaDescription: f.column('metaDescription'),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  page: publicPage(findFilm, filmMeta, filmData),
});
