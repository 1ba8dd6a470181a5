type Sampled = { medium: readonly string[]; img: unknown };

export type MediumSample<I> = { medium: string; count: number; img: I | null };

/**
 * SPEC 2 '/mediums': each distinct medium across the shop with a random sample image of that medium,
 * alphabetical. `random` is injectable so the choice can be tested; items without an image are never drawn
 * while the medium has one with an image.
 */
export function mediumSamples<T extends Sampled>(
  items: readonly T[],
  random: () => number = Math.random,
): MediumSample<NonNullable<T['img']>>[] {
  const byMedium = new Map<string, T[]>();
  for (const item of items) {
    for (const medium of new Set(item.medium)) {
      if (!medium.trim()) continue;
      const list = byMedium.get(medium) ?? [];
      list.push(item);
      byMedium.set(medium, list);
    }
  }
  return [...byMedium.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([medium, list]) => {
      const pictured = list.flatMap((item) => (item.img == null ? [] : [item.img as NonNullable<T['img']>]));
      const pick = pictured[Math.floor(random() * pictured.length)];
      return { medium, count: list.length, img: pick ?? null };
    });
}
