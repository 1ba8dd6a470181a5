import { DESCRIPTIONS } from './catalogue.gen.ts';

/**
 * docs/decisions/007 and 018: a new type is described in its own file in this folder, and `npm run content:index`
 * lists it here in its `position`.
 */
export const CATALOGUE = DESCRIPTIONS;

export type ContentKey = (typeof CATALOGUE)[number]['api'];
