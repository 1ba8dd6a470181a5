import { afterEach, describe, expect, spyOn, test } from 'bun:test';
import { users } from '../../server/db/schema/index.ts';
import { EMAIL_TAKEN } from '../../server/routes/admin/signup.ts';
import {
  ALL_FIELDS_REQUIRED,
  INVALID_EMAIL,
  PASSWORD_IS_EMAIL,
  PASSWORD_LENGTH,
  PASSWORD_TOO_COMMON,
} from '../../shared/auth.ts';
import { type AuthApp, createAuthApp, signIn } from './auth-fixtures.ts';

/** POST /api/admin/signup (SPEC 'Signup', issue 5): signed in only, the password rules, one account per e-mail. */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const PASSWORD = 'pyongyang spring exhibition';

async function signedIn() {
  ctx = await createAuthApp();
  const cookie = await signIn(ctx);
  return (body: unknown) => ctx.post('/api/admin/signup', body, { Cookie: cookie });
}

const emails = () =>
  ctx.db.orm
    .select({ email: users.email })
    .from(users)
    .all()
    .map((u) => u.email);

test('a signed-in admin adds another, who can then sign in; the password is stored as argon2id', async () => {
  const signup = await signedIn();
  const res = await signup({ email: ' New.Staff@Gallery.example ', password: PASSWORD });
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({ message: 'Admin user New.Staff@Gallery.example created. They can now sign in.' });
  expect(res.headers.get('Cache-Control')).toBe('no-store');

  const stored = ctx.db.orm.select().from(users).all().at(-1);
  expect(stored?.email).toBe('New.Staff@Gallery.example');
  expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=2,p=1\$/);
  expect(JSON.stringify(stored)).not.toContain(PASSWORD);

  ctx.visitor.address = '198.51.100.5';
  const login = await ctx.login({ email: 'new.staff@gallery.example', password: PASSWORD });
  expect(login.status).toBe(200);
});

test('without a session nobody is added', async () => {
  ctx = await createAuthApp();
  const res = await ctx.post('/api/admin/signup', { email: 'walk-in@evil.example', password: PASSWORD });
  expect(res.status).toBe(401);
  expect(emails()).not.toContain('walk-in@evil.example');
});

describe('the rules, each refused with 400 {errors:[{msg}]} and nothing stored', () => {
  const cases: [string, unknown, string, string][] = [
    ['no fields', {}, ALL_FIELDS_REQUIRED, 'email'],
    ['an empty e-mail', { email: '  ', password: PASSWORD }, ALL_FIELDS_REQUIRED, 'email'],
    ['an empty password', { email: 'a@gallery.example', password: '' }, ALL_FIELDS_REQUIRED, 'password'],
    ['a malformed e-mail', { email: 'not-an-address', password: PASSWORD }, INVALID_EMAIL, 'email'],
    ['11 characters', { email: 'a@gallery.example', password: 'x7#kq9!mzp2' }, PASSWORD_LENGTH, 'password'],
    [
      '129 characters',
      { email: 'a@gallery.example', password: `${'x7#kq9!mzp2w'.repeat(10)}abcdefghi` },
      PASSWORD_LENGTH,
      'password',
    ],
    [
      'the e-mail itself',
      { email: 'Long.Name@Gallery.example', password: 'long.name@gallery.example' },
      PASSWORD_IS_EMAIL,
      'password',
    ],
    ['a common password', { email: 'a@gallery.example', password: 'password1234' }, PASSWORD_TOO_COMMON, 'password'],
    [
      'a common word with digits',
      { email: 'a@gallery.example', password: 'sunshine2024!!' },
      PASSWORD_TOO_COMMON,
      'password',
    ],
    ['a keyboard walk', { email: 'a@gallery.example', password: 'qwertyuiop123' }, PASSWORD_TOO_COMMON, 'password'],
    ['a repeated piece', { email: 'a@gallery.example', password: 'abcabcabcabc' }, PASSWORD_TOO_COMMON, 'password'],
  ];
  for (const [what, body, msg, path] of cases) {
    test(what, async () => {
      const signup = await signedIn();
      const before = emails();
      const res = await signup(body);
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: { msg: string; path: string }[] };
      expect(errors[0]).toEqual({ msg, path });
      expect(emails()).toEqual(before);
    });
  }

  test('12 and 128 characters are accepted', async () => {
    const signup = await signedIn();
    expect((await signup({ email: 'twelve@gallery.example', password: 'x7#kq9!mzp2w' })).status).toBe(201);
    const long = `${'x7#kq9!mzp2w'.repeat(10)}abcdefgh`;
    expect(long).toHaveLength(128);
    expect((await signup({ email: 'long@gallery.example', password: long })).status).toBe(201);
  });

  test('an over-long password is refused before it is hashed; a huge body is cut off', async () => {
    const signup = await signedIn();
    const hash = spyOn(Bun.password, 'hash');
    try {
      expect((await signup({ email: 'a@gallery.example', password: 'x7#kq9!mzp2w'.repeat(100) })).status).toBe(400);
      expect((await signup({ email: 'a@gallery.example', password: 'x'.repeat(1_000_000) })).status).toBe(413);
      expect(hash.mock.calls).toHaveLength(0);
    } finally {
      hash.mockRestore();
    }
  });
});

describe('one account per e-mail, whatever its case', () => {
  test('a second signup for the same address is refused with 409', async () => {
    const signup = await signedIn();
    expect((await signup({ email: 'twin@gallery.example', password: PASSWORD })).status).toBe(201);
    for (const email of ['twin@gallery.example', 'TWIN@Gallery.Example', ' Twin@gallery.example ']) {
      const res = await signup({ email, password: `${PASSWORD} again` });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ errors: [{ msg: EMAIL_TAKEN, path: 'email' }] });
    }
    expect(emails().filter((e) => e.toLowerCase() === 'twin@gallery.example')).toHaveLength(1);
  });

  test('the e-mail of the signed-in admin is taken too', async () => {
    const signup = await signedIn();
    expect((await signup({ email: 'curator@gallery.example', password: PASSWORD })).status).toBe(409);
  });

  test('two signups racing for one address: exactly one succeeds', async () => {
    const signup = await signedIn();
    const answers = await Promise.all([
      signup({ email: 'race@gallery.example', password: PASSWORD }),
      signup({ email: 'RACE@gallery.example', password: `${PASSWORD} too` }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(emails().filter((e) => e.toLowerCase() === 'race@gallery.example')).toHaveLength(1);
  });
});
