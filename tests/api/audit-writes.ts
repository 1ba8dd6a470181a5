import { expect } from 'bun:test';
import { DEFAULT_SITE_SETTINGS } from '../../shared/site-settings.ts';
import { STATIC_IMAGE_SLOTS } from '../../shared/static-images.ts';
import { CONTENT_CASES } from './admin-content-cases.ts';
import { picture } from './admin-fixtures.ts';
import { auditFixtures } from './audit-fixtures.ts';
import { ADMIN, type AuthApp, appCode, signIn } from './auth-fixtures.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

/**
 * Every admin write, made once as staff would make it, in an order that lets each find what it needs (an entry
 * is saved before it is restored, and deleted last). Each step names its route as the audit table does, and
 * may say which action and type its row must show when the handler refines the route's own.
 */

export type AuditStep = {
  route: string;
  run: () => Response | Promise<Response>;
  action?: string;
  type?: string;
};

const NEW_PASSWORD = 'woodblock print of the taedong gate';

export async function auditSteps(ctx: AuthApp) {
  let cookie = await signIn(ctx);
  const send = (method: string, path: string, body?: unknown) =>
    ctx.app.request(`/api/admin${path}`, {
      method,
      headers: {
        Origin: 'http://localhost:3000',
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const read = async <T>(path: string): Promise<T> => {
    const res = await send('GET', path);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  const { img, enquiry, message, subscriber, colleague, leaving, lostId, holdMail } = await auditFixtures(ctx, read);

  const ids: Record<string, number> = {};
  const entryId = async (path: string, slug: string) => (await read<{ _id: number }>(`/${path}/update/${slug}`))._id;
  // Artists first: the other types refer to one. Deleted last, for the same reason.
  const cases = [...CONTENT_CASES].sort((a, b) => Number(b.path === 'artists') - Number(a.path === 'artists'));
  const bodyOf = (path: string) => {
    const kind = cases.find((c) => c.path === path);
    if (!kind) throw new Error(path);
    return kind.body(img, { artist: ids.artists ?? 0 });
  };

  const steps: AuditStep[] = [];
  for (const kind of cases) {
    const { path, titleField } = kind;
    steps.push(
      {
        route: `POST /${path}/new`,
        run: async () => {
          const res = await send('POST', `/${path}/new`, bodyOf(path));
          ids[path] = await entryId(path, bodyOf(path).slug as string);
          return res;
        },
      },
      {
        route: `PUT /${path}/update/:slug`,
        run: () => {
          const body = bodyOf(path);
          return send('PUT', `/${path}/update/${body.slug}`, {
            ...body,
            [titleField]: `${body[titleField]} (revised)`,
          });
        },
      },
      {
        route: `POST /${path}/:id/revisions/:rev/restore`,
        run: async () => {
          const { items } = await read<{ items: { id: number }[] }>(`/${path}/${ids[path]}/revisions`);
          return send('POST', `/${path}/${ids[path]}/revisions/${items.at(-1)?.id}/restore`);
        },
      },
    );
  }

  const upload = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ slug: 'kite', title: 'Kite', alt: 'A paper kite' })) {
      form.set(name, value);
    }
    return picture(40, 30).then((bytes) => {
      form.set('img', new File([new Uint8Array(bytes)], 'kite.png', { type: 'image/png' }));
      return ctx.app.request('/api/admin/image/new', {
        method: 'POST',
        headers: { Origin: 'http://localhost:3000', Cookie: cookie },
        body: form,
      });
    });
  };
  let termId = 0;
  const afterHolding = (path: string) => {
    holdMail();
    return send('POST', path);
  };

  steps.push(
    { route: 'POST /lists/bulk', run: () => send('POST', '/lists/bulk', bulk(ids.blog)), type: 'blog' },
    { route: 'POST /image/new', run: upload },
    { route: 'PUT /image/update/:slug', run: () => send('PUT', '/image/update/kite', { title: 'Red kite', alt: 'x' }) },
    { route: 'DELETE /image/delete/:slug', run: () => send('DELETE', '/image/delete/kite') },
    {
      route: 'POST /static-images/update',
      run: () => send('POST', '/static-images/update', Object.fromEntries(STATIC_IMAGE_SLOTS.map((s) => [s, img.b]))),
    },
    {
      route: 'PUT /site-texts',
      run: async () => {
        const { version } = await read<{ version: number }>('/site-texts');
        return send('PUT', '/site-texts', { texts: { heroHeading: 'Art from the North' }, version });
      },
    },
    {
      route: 'POST /terms/new',
      run: async () => {
        const res = await send('POST', '/terms/new', { kind: 'medium', name: 'Ink on silk' });
        termId = ((await res.clone().json()) as { id: number }).id;
        return res;
      },
      type: 'medium',
    },
    {
      route: 'PUT /terms/update/:id',
      run: () => send('PUT', `/terms/update/${termId}`, { name: 'Ink' }),
      type: 'medium',
    },
    { route: 'DELETE /terms/delete/:id', run: () => send('DELETE', `/terms/delete/${termId}`), type: 'medium' },
    { route: 'PUT /featured', run: () => send('PUT', '/featured', { ids: [ids.shop] }) },

    { route: 'GET /inbox/export.csv', run: () => send('GET', '/inbox/export.csv?from=2026-01-01&to=2026-12-31') },
    {
      route: 'PATCH /inbox/:kind/:id',
      run: () => send('PATCH', `/inbox/enquiries/${enquiry}`, { followUpOn: '2026-02-01' }),
      type: 'enquiry',
    },
    {
      route: 'POST /inbox/:kind/:id/stage',
      run: () => send('POST', `/inbox/messages/${message}/stage`, { stage: 'closed' }),
      type: 'message',
    },
    {
      route: 'POST /inbox/:kind/:id/notes',
      run: () => send('POST', `/inbox/enquiries/${enquiry}/notes`, { text: 'Called back.' }),
      type: 'enquiry',
    },
    {
      route: 'POST /inbox/:kind/:id/replies',
      run: () => send('POST', `/inbox/messages/${message}/replies`, { text: 'Yes, from ten.' }),
      type: 'message',
    },
    {
      route: 'POST /inbox/enquiries/:id/reserve',
      run: () => send('POST', `/inbox/enquiries/${enquiry}/reserve`, { days: 7 }),
    },
    {
      route: 'POST /inbox/enquiries/:id/sold',
      run: () => send('POST', `/inbox/enquiries/${enquiry}/sold`, { salePrice: 1200 }),
    },
    { route: 'GET /newsletter/export.csv', run: () => send('GET', '/newsletter/export.csv') },
    { route: 'DELETE /newsletter/:id', run: () => send('DELETE', `/newsletter/${subscriber}`) },
    {
      route: 'POST /held-mail/:id/send',
      run: () => send('POST', `/held-mail/${holdMail(enquiry)}/send`),
      type: 'enquiry',
    },
    { route: 'POST /held-mail/:id/discard', run: () => send('POST', `/held-mail/${holdMail()}/discard`) },
    { route: 'POST /held-mail/send-all', run: () => afterHolding('/held-mail/send-all') },
    { route: 'POST /held-mail/discard-all', run: () => afterHolding('/held-mail/discard-all') },

    {
      route: 'POST /signup',
      run: () =>
        send('POST', '/signup', { email: 'new@gallery.example', password: 'paper cut of a magpie', role: 'sales' }),
    },
    { route: 'PUT /accounts/:id/role', run: () => send('PUT', `/accounts/${colleague.id}/role`, { role: 'sales' }) },
    { route: 'POST /accounts/:id/sign-out', run: () => send('POST', `/accounts/${colleague.id}/sign-out`) },
    { route: 'POST /accounts/:id/reset-two-step', run: () => send('POST', `/accounts/${lostId}/reset-two-step`) },
    { route: 'DELETE /accounts/:id', run: () => send('DELETE', `/accounts/${leaving.id}`) },
    { route: 'PUT /accounts/language', run: () => send('PUT', '/accounts/language', { language: 'zh' }) },
    {
      route: 'DELETE /accounts/sessions/:id',
      run: async () => {
        await signIn(ctx);
        const { sessions } = await read<{ sessions: { id: string; current: boolean }[] }>('/accounts/sessions');
        return send('DELETE', `/accounts/sessions/${sessions.find((s) => !s.current)?.id}`);
      },
      type: 'session',
    },
    {
      route: 'POST /accounts/sign-out-others',
      run: async () => {
        await signIn(ctx);
        return send('POST', '/accounts/sign-out-others');
      },
    },
    {
      route: 'POST /accounts/password',
      run: () => send('POST', '/accounts/password', { currentPassword: ADMIN.password, newPassword: NEW_PASSWORD }),
    },
  );

  let key = '';
  const authenticator = new SoftAuthenticator('http://localhost:3000');
  let passkeyOptions: unknown;
  let passkeyId = 0;
  steps.push(
    {
      route: 'POST /two-step/setup',
      run: async () => {
        const res = await send('POST', '/two-step/setup');
        key = ((await res.clone().json()) as { key: string }).key;
        return res;
      },
    },
    {
      route: 'POST /two-step/confirm',
      run: () => send('POST', '/two-step/confirm', { code: appCode(key, ctx.clock.now()) }),
    },
    {
      route: 'POST /two-step/recovery-codes',
      run: () => send('POST', '/two-step/recovery-codes', { password: NEW_PASSWORD }),
    },
    {
      route: 'POST /two-step/passkeys/options',
      run: async () => {
        const res = await send('POST', '/two-step/passkeys/options', {});
        passkeyOptions = await res.clone().json();
        return res;
      },
    },
    {
      route: 'POST /two-step/passkeys',
      run: async () => {
        const credential = authenticator.register(passkeyOptions);
        const res = await send('POST', '/two-step/passkeys', { name: 'Work laptop', credential });
        passkeyId = (await read<{ passkeys: { id: number }[] }>('/two-step/passkeys')).passkeys[0]?.id ?? 0;
        return res;
      },
    },
    {
      route: 'PUT /two-step/passkeys/:id',
      run: () => send('PUT', `/two-step/passkeys/${passkeyId}`, { name: 'Studio laptop' }),
      type: 'passkey',
    },
    {
      route: 'DELETE /two-step/passkeys/:id',
      run: () => send('DELETE', `/two-step/passkeys/${passkeyId}`, { password: NEW_PASSWORD }),
      type: 'passkey',
    },
    { route: 'PUT /two-step/policy', run: () => send('PUT', '/two-step/policy', { required: true }) },
    { route: 'PUT /two-step/policy', run: () => send('PUT', '/two-step/policy', { required: false }) },
    { route: 'POST /two-step/off', run: () => send('POST', '/two-step/off', { password: NEW_PASSWORD }) },
    {
      route: 'POST /settings/update',
      run: () => send('POST', '/settings/update', { ...DEFAULT_SITE_SETTINGS, email: 'hello@gallery.example' }),
    },
    { route: 'GET /audit/export.csv', run: () => send('GET', '/audit/export.csv?action=sign-in') },
  );

  // Deleted last: other entries and the featured list refer to them, artists last of all.
  for (const kind of [...cases].reverse()) {
    steps.push({
      route: `DELETE /${kind.path}/delete/:slug`,
      run: async () => {
        const { slug } = await read<{ slug: string }>(`/${kind.path}/update/${bodyOf(kind.path).slug}`);
        return send('DELETE', `/${kind.path}/delete/${slug}`);
      },
    });
  }
  steps.push({
    route: 'POST /accounts/sign-out-everywhere',
    run: async () => {
      const res = await send('POST', '/accounts/sign-out-everywhere');
      cookie = '';
      return res;
    },
  });
  return steps;
}

const bulk = (id: number | undefined) => ({ type: 'blog', action: 'unpublish', ids: [id] });
