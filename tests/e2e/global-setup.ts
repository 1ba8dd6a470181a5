import { seedTemplate } from './world.ts';

/**
 * Seeds the run's database once, before any worker starts: every worker's world is a copy of it. The workers
 * find it through E2E_TEMPLATE_DB, which they inherit. The returned function removes it after the run.
 */
export default async function globalSetup() {
  const template = await seedTemplate();
  process.env.E2E_TEMPLATE_DB = template.file;
  return template.remove;
}
