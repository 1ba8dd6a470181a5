// Apart from shared/image.ts so public pages that crop a picture do not download the validation library.
export type FocalPoint = { x: number; y: number };

export function objectPosition(focal: FocalPoint | undefined): string | undefined {
  if (!focal) return undefined;
  const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return `${percent(focal.x)} ${percent(focal.y)}`;
}
