import { z } from 'zod';

/**
 * GET /api/explore/exhibitions/current?for=home: the exhibition the home page shows. The query names the
 * answer, so an exhibition whose slug is 'current' keeps its own address (as /api/shop/featured?for=home does
 * for the home page's works).
 */
export const homeExhibitionQuery = z.object({ for: z.literal('home', { error: 'for must be home.' }) });
