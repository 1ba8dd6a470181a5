import { demo, p, type ShopItemSeed } from './types.ts';

type Common = Pick<ShopItemSeed, 'media' | 'category' | 'fromCollection'>;
type Work = Omit<ShopItemSeed, 'artist' | 'metaDescription' | keyof Common> & Partial<Common> & { meta: string };

/** An artist's works share most of their facts; a work states only where it differs. */
export function byArtist(artist: string, common: Common, works: Work[]): ShopItemSeed[] {
  return works.map(({ meta, ...work }) => ({
    ...common,
    ...work,
    artist,
    description: work.description + p('Each work is sold with a certificate of origin from the gallery.'),
    metaDescription: demo(meta),
  }));
}
