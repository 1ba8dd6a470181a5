import { z } from 'zod';

/** SPEC 2 'Static images screen'. */
export const STATIC_IMAGE_SLOTS = [
  'bonnerImg',
  'collectionsImg',
  'exhibitionsImg',
  'filmsImg',
  'publicationsImg',
  'contactBanner',
  'contactMap',
] as const;

export type StaticImageSlot = (typeof STATIC_IMAGE_SLOTS)[number];

export const ALL_IMAGES_REQUIRED = 'All images must be specified.';

const slotImage = z.number({ error: ALL_IMAGES_REQUIRED }).int().positive({ error: ALL_IMAGES_REQUIRED });

export const staticImagesSchema = z.object(
  Object.fromEntries(STATIC_IMAGE_SLOTS.map((slot) => [slot, slotImage])) as Record<StaticImageSlot, typeof slotImage>,
);
