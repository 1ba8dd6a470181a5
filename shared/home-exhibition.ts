import { z } from 'zod';

/** The query names the answer, so an exhibition whose slug is 'current' keeps its own address. */
export const homeExhibitionQuery = z.object({ for: z.literal('home', { error: 'for must be home.' }) });
