import type { InferResponseType } from 'hono/client';
import type { ContentClient, EntryOf, NewBody } from '../../client/features/admin/content-client.ts';
import type { SignInOutcome } from '../../client/features/session/sign-in.ts';
import type { api } from '../../client/lib/api.ts';

/**
 * Typechecked by `npm run typecheck`, never run: the calls the admin and the public pages make keep their
 * types end to end. Each `@ts-expect-error` is a mistake the compiler must refuse (a wrong body field, a
 * wrong param, an answer property that does not exist); each `yes` a type that must stay exact. If a call
 * lost its types (became `any`), the mistakes would compile and the unused `@ts-expect-error` fail; if it
 * became `unknown`, the `yes` lines would fail.
 */

type Api = typeof api;
type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const yes = <T extends true>(_: T) => undefined;

// An admin content call: a shop item's body, its params and its answers.
yes<Is<NewBody<'shop'>['artist'], number>>(true);
yes<Is<EntryOf<'films'>['colour'], 'Colour' | 'Black and white'>>(true);
export const contentCalls = {
  wrongBody: (body: NewBody<'shop'>) => {
    // @ts-expect-error a shop item's artist is an id, not a name
    body.artist = 'Kim Song Gun';
  },
  wrongParam: (shop: ContentClient<'shop'>) =>
    // @ts-expect-error an entry is read by its slug, a string
    shop.read(12),
  wrongAnswer: async (films: ContentClient<'films'>) => {
    const { entry } = await films.read('the-flower-girl');
    yes<Is<typeof entry.title, string>>(true);
    // @ts-expect-error a film has no price
    return entry.price;
  },
  saved: async (shop: ContentClient<'shop'>, body: NewBody<'shop'>) => {
    const saved = await shop.create(body);
    yes<Is<typeof saved, { redirect: string }>>(true);
    // @ts-expect-error a save answers where the entry is, not the entry
    return saved.title;
  },
};

// An admin call that is not content: an inbox entry's stage.
type StageCall = Api['admin']['inbox'][':kind'][':id']['stage']['$post'];
export const inboxCalls = {
  wrongStage: (post: StageCall) =>
    // @ts-expect-error 'lost' is no stage
    post({ param: { kind: 'enquiries', id: '1' }, json: { stage: 'lost' } }),
  wrongParam: (post: StageCall) =>
    // @ts-expect-error the address names the entry's kind and id, not a slug
    post({ param: { slug: 'x' }, json: { stage: 'replied' } }),
  rightCall: (post: StageCall) => post({ param: { kind: 'messages', id: '1' }, json: { stage: 'replied' } }),
};

// Signing in: the user it gives is the one the login route answers.
type SignedIn = Extract<SignInOutcome, { ok: true }>['user'];
type LoginAnswer = InferResponseType<Api['user']['login']['$post'], 200>;
yes<Is<SignedIn, Extract<LoginAnswer, { user: unknown }>['user']>>(true);
yes<Is<SignedIn['email'], string>>(true);
export const signInOutcome = (outcome: SignInOutcome) => {
  if (outcome.ok === false) return outcome.error;
  if (outcome.ok === 'second-step') return 'asks for the second step';
  // @ts-expect-error the session's user has an email and an id, no name
  return outcome.user.name;
};

// A public call: one shop item.
type ShopItemCall = Api['shop'][':slug']['$get'];
type ShopItem = InferResponseType<ShopItemCall, 200>;
yes<Is<ShopItem['title'], string>>(true);
export const publicCalls = {
  wrongParam: (get: ShopItemCall) =>
    // @ts-expect-error a shop item is found by its slug
    get({ param: { id: '1' } }),
  wrongAnswer: (item: ShopItem) =>
    // @ts-expect-error a shop item's answer has no password
    item.password,
};
