/// <reference path="../../virtual-messages.d.ts" />
import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LANG, INTL_LOCALE, type Lang } from '#shared/languages';
import { type MessageId, type MessageValues, t } from '#shared/messages/index';
import { SITE } from '#shared/site';

/**
 * The admin's own messages (`admin.*` in shared/messages), in the language the account chose on the Accounts
 * screen rather than the page's: staff read the admin in their language whatever the address. Only the admin's
 * screens download them (shared/messages/parts.ts). Screens not yet in the catalogue are still in English.
 */

type AdminId = Extract<
  MessageId,
  | `admin.accounts.${string}`
  | `admin.audit.${string}`
  | `admin.backups.${string}`
  | `admin.heldMail.${string}`
  | `admin.roles.${string}`
  | `admin.sheets.${string}`
  | `admin.twoStep.${string}`
>;

let active: { lang: Lang; i18n: I18n } | undefined;
let pending: { lang: Lang; done: Promise<void> } | undefined;

function missing(_locale: string, id: string) {
  console.error(`Missing message: ${id}`);
  return id;
}

/** Before the admin's screens render, and again when the account picks another language. */
export function loadAdminMessages(lang: Lang): Promise<void> {
  if (typeof window === 'undefined' || active?.lang === lang) return Promise.resolve();
  if (pending?.lang === lang) return pending.done;
  const done = (async () => {
    const { messages } =
      lang === 'zh' ? await import('virtual:messages/zh-admin') : await import('virtual:messages/en-admin');
    const i18n = setupI18n({ missing });
    i18n.loadAndActivate({ locale: INTL_LOCALE[lang], messages });
    active = { lang, i18n };
  })().finally(() => {
    pending = undefined;
  });
  pending = { lang, done };
  return done;
}

/** A moment as the account's language writes it, in the gallery's time (Beijing) wherever staff are. */
export const adminDateTime = (iso: string): string =>
  new Intl.DateTimeFormat(INTL_LOCALE[active?.lang ?? DEFAULT_LANG], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SITE.timeZone,
  }).format(new Date(iso));

/** How long ago, in the account's language: minutes, then hours, then days. */
export function adminAgo(seconds: number): string {
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[active?.lang ?? DEFAULT_LANG], { numeric: 'auto' });
  if (seconds < 90 * 60) return format.format(-Math.round(seconds / 60), 'minute');
  if (seconds < 48 * 3600) return format.format(-Math.round(seconds / 3600), 'hour');
  return format.format(-Math.round(seconds / 86_400), 'day');
}

/** On the server (no admin screen is rendered there) the server's own catalogue answers. */
export const adminT = (id: AdminId, values?: MessageValues): string =>
  active ? active.i18n._(id, values) : t(id, values);

type AdminIds = { readonly [name: string]: AdminId };

/** Read on each access, as the public pages' `lazyTexts`, so always in the account's language. */
export function adminTexts<const Ids extends AdminIds, More extends object = Record<never, never>>(
  ids: Ids,
  more?: More,
): { readonly [Name in keyof Ids]: string } & More {
  const texts = {};
  for (const [name, id] of Object.entries(ids)) {
    Object.defineProperty(texts, name, { get: () => adminT(id), enumerable: true });
  }
  // Descriptors, not values: a spread would read every text once, in the language of that moment.
  if (more) Object.defineProperties(texts, Object.getOwnPropertyDescriptors(more));
  return texts as { readonly [Name in keyof Ids]: string } & More;
}
