import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { users } from '../server/db/schema/index.ts';
import { createSession } from '../server/services/sessions.ts';
import { openTestApp, systemClock, tempDir } from '../tests/api/helpers.ts';

/**
 * The app on a copy of the database at `source` (the big catalogue by default), with a signed-in staff session
 * the admin calls send as `cookie`: the session is written to the copy, never to the file given.
 */
const BENCH_EMAIL = 'bench@gallery.example';

export function signedInCopy(name: string, source = path.resolve(process.argv[2] ?? '/tmp/big.db')) {
  const dir = tempDir(`gallery-bench-${name}-`);
  copyFileSync(source, path.join(dir, 'gallery.db'));
  const test = openTestApp({ dir, env: { SEED_DEMO: '0' }, clock: systemClock(), clientAddress: 'connection' });
  const user = test.db.orm
    .insert(users)
    .values({ email: BENCH_EMAIL, passwordHash: 'not used: the session is made directly' })
    .returning({ id: users.id })
    .get();
  const cookie = `session=${createSession(test.db, user.id, test.clock.now())}`;
  const close = () => {
    test.db.raw.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { ...test, source, cookie, user: { id: user.id, email: BENCH_EMAIL }, close };
}
