import { filmContent } from '../../../shared/content/film.ts';
import { filmImages, films } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

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
