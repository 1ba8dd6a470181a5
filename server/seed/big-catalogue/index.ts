import type { Database } from '../../db/client.ts';
import { fillArtists, fillExhibitions, fillTerms, fillWorks, fillWritings } from './content.ts';
import { BIG_COUNTS, type BigCounts } from './counts.ts';
import { fillEnquiries } from './enquiries.ts';
import { fillImages } from './images.ts';

export { BIG_COUNTS, type BigCounts };

/** A large catalogue for benchmarks and the admin at scale; the same counts give the same rows. Needs an empty db. */
export async function fillBigCatalogue(db: Database, wanted: Partial<BigCounts> = {}): Promise<BigCounts> {
  const counts = { ...BIG_COUNTS, ...wanted };
  if (counts.images < 1 || counts.artists < 1) throw new Error('The catalogue needs at least one image and artist.');
  // A new file that is thrown away if the fill fails: no need to wait for the disk after every transaction.
  db.raw.exec('PRAGMA synchronous = OFF');
  try {
    const images = await fillImages(db, counts.images);
    fillTerms(db);
    fillArtists(db, counts, images);
    fillWorks(db, counts, images);
    fillExhibitions(db, counts, images);
    fillWritings(db, counts, images);
    fillEnquiries(db, counts);
  } finally {
    db.raw.exec('PRAGMA synchronous = FULL');
  }
  return counts;
}
