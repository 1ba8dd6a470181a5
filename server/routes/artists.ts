import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { publicRead } from '../middleware/cache.ts';
import { PUBLIC_ROUTES } from './public-content.ts';

export const artistRoutes = new Hono<AppEnv>().use(publicRead).route('/', PUBLIC_ROUTES.artists);
