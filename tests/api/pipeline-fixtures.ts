import { eq } from 'drizzle-orm';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { users } from '../../server/db/schema/index.ts';
import { createSession } from '../../server/services/sessions.ts';
import { openTestApp, TEST_ORIGIN, type TestAppOptions } from './helpers.ts';
import { insertCatalogue, insertShopItem, validEnquiry } from './send-fixtures.ts';

/** An app with the fixture catalogue, a unique work, and a signed-in admin, for the pipeline's API tests. */
export function openPipelineApp(options: TestAppOptions = {}) {
  const ctx = openTestApp(options);
  insertCatalogue(ctx.db);
  const uniqueId = insertShopItem(ctx.db, {
    slug: 'the-only-one',
    title: 'The Only One',
    sizes: [{ size: '60 x 80 cm', priceCents: 300_000 }],
  });
  ctx.db.orm.update(shopItems).set({ edition: 'unique' }).where(eq(shopItems.id, uniqueId)).run();
  const staff = ctx.db.orm
    .insert(users)
    .values({ email: 'staff@gallery.example', passwordHash: 'not used: the session is made directly' })
    .returning({ id: users.id })
    .get();
  if (!staff) throw new Error('no staff');
  let cookie = `session=${createSession(ctx.db, staff.id, ctx.clock.now())}`;
  /** Signs in again, after the test clock has run past the session's life. */
  const renew = () => {
    cookie = `session=${createSession(ctx.db, staff.id, ctx.clock.now())}`;
  };

  const call = (method: string, url: string, body?: unknown) =>
    ctx.app.request(url, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = async <T = Record<string, unknown>>(url: string) => {
    const res = await ctx.app.request(url, { headers: { Cookie: cookie } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  /** A visitor's enquiry for the unique work; returns its id and reference. */
  const enquireUnique = async (name = 'Anna Kim') => {
    const res = await ctx.post(
      '/api/send/checkout',
      validEnquiry({ name, cart: [{ slug: 'the-only-one', sizeOption: '60 x 80 cm', price: 1, quantity: 1 }] }),
    );
    if (res.status !== 200) throw new Error(`checkout: ${res.status} ${await res.text()}`);
    const { reference } = (await res.json()) as { reference: string };
    const list = await get<InboxAnswer>(`/api/admin/inbox?q=${reference}`);
    const entry = list.entries[0];
    if (!entry) throw new Error('not listed');
    return { id: entry.id, reference };
  };

  return { ...ctx, staffId: staff.id, call, get, renew, enquireUnique };
}

export type InboxEntry = {
  kind: 'enquiry' | 'message';
  id: number;
  reference: string;
  name: string;
  email: string;
  stage: string;
  /** The language of the page it was sent from. */
  lang: 'en' | 'zh';
  owner: { id: number; email: string } | null;
  followUpAt: string | null;
  /** A message's text, or the notes sent with an enquiry. */
  message: string;
  phone: string;
  country: string;
  total: number | null;
  salePrice: number | null;
  lines: { title: string; size: string; price: number | null; imageUrl: string | null; slug: string }[];
  notes: { text: string; by: string | null }[];
  replies: { text: string; delivery: string | null }[];
  history: { from: string; to: string; by: string | null }[];
  holds: { title: string; until: string; releasedAt: string | null; releaseReason: string | null }[];
};

export type InboxAnswer = {
  total: number;
  page: number;
  entries: InboxEntry[];
  counts: { new: number; unanswered: number; followUpsDue: number; holdsEndingSoon: number };
};
