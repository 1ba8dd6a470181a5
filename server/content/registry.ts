import type { z } from 'zod';
import { CATALOGUE, type ContentKey } from '../../shared/content/catalogue.ts';
import type { ContentType } from './define.ts';
import { STORED } from './registry.gen.ts';

export const STORAGE = STORED satisfies { [K in ContentKey]: ContentType<z.ZodObject, K> };

export type { ContentType };

export const CONTENT_TYPES: readonly ContentType[] = CATALOGUE.map((d) => STORAGE[d.api]) as ContentType[];
