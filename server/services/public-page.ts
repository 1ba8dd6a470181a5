import type { PageMeta } from '../../shared/page-meta.ts';
import { previewMeta } from '../../shared/page-meta.ts';
import type { Orm } from '../db/client.ts';
import type { PreviewState, Viewer } from '../queries/published.ts';
import type { JsonLd } from './structured-data.ts';

/** Undefined for an unknown slug or one the viewer may not see. */
export type PublicPage = (
  orm: Orm,
  slug: string,
  origin: string,
  viewer: Viewer,
) => { meta: PageMeta; data: JsonLd; preview: boolean } | undefined;

export function publicPage<T extends { preview?: PreviewState }>(
  reads: { find: (orm: Orm, slug: string, viewer: Viewer) => T | undefined },
  metaOf: (entry: T) => PageMeta,
  data: (origin: string, entry: T, orm: Orm) => JsonLd,
): PublicPage {
  return (orm, slug, origin, viewer) => {
    const entry = reads.find(orm, slug, viewer);
    if (entry === undefined) return undefined;
    // A preview is never indexed: its head says so, whatever the entry's own meta.
    return {
      meta: previewMeta(metaOf(entry), entry),
      data: data(origin, entry, orm),
      preview: entry.preview !== undefined,
    };
  };
}
