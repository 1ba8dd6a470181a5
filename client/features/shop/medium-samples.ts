export type MediumSample<I> = { medium: string; count: number; img: I | null };

/**
 * SPEC 2 '/mediums': each distinct medium across the shop with a random sample image of that medium. The
 * server answers each medium, alphabetical, with its count and a few sample images
 * (`/api/shop/mediums?samples=3`); one of them is drawn here, so a cached answer still varies. `random` is
 * injectable so the choice can be tested.
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
