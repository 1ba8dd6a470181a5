import { describe, expect, test } from 'bun:test';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { auditLog, passkeys, recoveryCodes, sessions, users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { tempDir } from './helpers.ts';
import { runCommand } from './server-process.ts';

/** The maintainer's commands on the server for a locked-out account (docs/operations.md). */

describe('npm run admin', () => {
  async function databaseWithAdmin() {
    const dir = tempDir('gallery-admin-');
    const db = openDatabase(path.join(dir, 'gallery.db'));
    const [user] = db.orm
      .insert(users)
      .values({ email: 'Staff@Gallery.test', passwordHash: await hashPassword('the old password') })
      .returning()
      .all();
    const later = new Date(Date.now() + 3_600_000);
    db.orm
      .insert(sessions)
      .values({ tokenHash: 'a'.repeat(64), userId: user?.id as number, lastSeenAt: new Date(), expiresAt: later })
      .run();
    return { dir, db, userId: user?.id as number };
  }

  test('reset-password sets the new password, the old one stops working, and sessions end', async () => {
    const { dir, db, userId } = await databaseWithAdmin();
    const env = { DATA_DIR: dir, ADMIN_PASSWORD: 'a brand new passphrase' };
    const result = await runCommand('admin', ['reset-password', 'staff@gallery.test'], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('New password set for Staff@Gallery.test; 1 signed-in session(s) ended.');
    const user = db.orm.select().from(users).where(eq(users.id, userId)).get();
    expect(await Bun.password.verify('a brand new passphrase', user?.passwordHash as string)).toBe(true);
    expect(await Bun.password.verify('the old password', user?.passwordHash as string)).toBe(false);
    expect(db.orm.select().from(sessions).all()).toEqual([]);
  }, 30_000);

  test('reset-2fa takes every factor of one who lost them, passkeys too, and ends their sessions', async () => {
    const { dir, db, userId } = await databaseWithAdmin();
    db.orm.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpLastStep: 1 }).where(eq(users.id, userId)).run();
    db.orm
      .insert(recoveryCodes)
      .values({ userId, codeHash: 'b'.repeat(64) })
      .run();
    db.orm
      .insert(passkeys)
      .values({ userId, credentialId: 'c'.repeat(43), publicKey: Buffer.from([1]), name: 'Phone' })
      .run();
    const result = await runCommand('admin', ['reset-2fa', 'staff@gallery.test'], { DATA_DIR: dir });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Two-step sign-in of Staff@Gallery.test is off; 1 signed-in session(s) ended.');
    const user = db.orm.select().from(users).where(eq(users.id, userId)).get();
    expect(user).toMatchObject({ totpSecret: null, totpLastStep: null });
    expect(db.orm.select().from(recoveryCodes).all()).toEqual([]);
    expect(db.orm.select().from(passkeys).all()).toEqual([]);
    expect(db.orm.select().from(sessions).all()).toEqual([]);
    // The server's command is in the audit log, with the server as the one who acted.
    expect(db.orm.select().from(auditLog).all()).toMatchObject([
      { action: 'two-step-reset', actorId: null, actor: '(server command)', targetId: String(userId) },
    ]);
    const again = await runCommand('admin', ['reset-2fa', 'staff@gallery.test'], { DATA_DIR: dir });
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('not on for Staff@Gallery.test') });
  }, 30_000);

  test('create adds an admin once; bad input is refused with a clear message and changes nothing', async () => {
    const { dir, db } = await databaseWithAdmin();
    const run = (args: string[], env: Record<string, string> = {}) =>
      runCommand('admin', args, { DATA_DIR: dir, ADMIN_PASSWORD: 'long enough password', ...env });
    expect((await run(['create', 'second@gallery.test'])).stdout).toContain('Created the admin second@gallery.test');
    expect((await run(['create', 'SECOND@gallery.test'])).stderr).toContain('exists already');
    expect((await run(['reset-password', 'nobody@gallery.test'])).stderr).toContain('no admin with the e-mail');
    expect((await run(['reset-password', 'staff@gallery.test', 'hunter2hunter2'])).stderr).toContain(
      'never put the password on the command line',
    );
    expect((await run(['create', 'third@gallery.test'], { ADMIN_PASSWORD: 'short' })).stderr).toContain(
      'ADMIN_PASSWORD must be 12 to 128 characters',
    );
    const same = await run(['create', 'long.address@gallery.test'], { ADMIN_PASSWORD: 'long.address@gallery.test' });
    expect(same.stderr).toContain('must not be the e-mail');
    const noTerminal = await run(['create', 'fourth@gallery.test'], { ADMIN_PASSWORD: '' });
    expect(noTerminal).toMatchObject({ code: 1, stderr: expect.stringContaining('set ADMIN_PASSWORD') });
    expect((await run(['rename', 'x@y.z'])).stderr).toContain('Usage: npm run admin');
    expect(
      db.orm
        .select({ email: users.email })
        .from(users)
        .all()
        .map((u) => u.email),
    ).toEqual(['Staff@Gallery.test', 'second@gallery.test']);
  }, 60_000);
});
