import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { checkHealth } from '../services/health.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', (c) => {
  const report = checkHealth(c.var.deps);
  c.header('Cache-Control', 'no-store');
  return c.json(report, report.status === 'ok' ? 200 : 503);
});
