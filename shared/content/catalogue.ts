import { DESCRIPTIONS } from './catalogue.gen.ts';

/** docs/decisions/007 and 018: each type has its own file here, listed by `npm run content:index` in its `position`. */
export const CATALOGUE = DESCRIPTIONS;

export type ContentKey = (typeof CATALOGUE)[number]['api'];
