export type MediumSample<I> = { medium: string; count: number; img: I | null };

/** SPEC 2 '/mediums': one of the server's samples is drawn here, so a cached answer still varies. */
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
