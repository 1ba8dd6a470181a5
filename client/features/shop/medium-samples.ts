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

/**
 * The same choice from the server's answer (`/api/shop/mediums?samples=3`): each medium, in the server's
 * alphabetical order, with one of its few sample images drawn at random.
 */
export function pickSamples<I>(
  mediums: readonly { medium: string; count: number; samples: readonly I[] }[],
  random: () => number = Math.random,
): MediumSample<I>[] {
  return mediums.map(({ medium, count, samples }) => ({
    medium,
    count,
    img: samples[Math.floor(random() * samples.length)] ?? null,
  }));
}
