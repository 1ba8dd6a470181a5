import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, type Lang } from '../../shared/languages.ts';
import type { MessageId, MessageValues } from '../../shared/messages/index.ts';
import { currentLang } from '../i18n/context.ts';
import { messageIn } from '../i18n/messages.ts';
import { policyWithStyleAttributes } from '../middleware/security-headers.ts';
import { FIRST_SCREEN_START } from './first-screen-start.ts';

// So a visitor sees the page before its script runs; without dist/server/entry-server.js the browser renders it.

type Module = {
  setUp(setup: {
    translate: (id: MessageId, values?: MessageValues) => string;
    lang: () => Lang;
    origin: string;
  }): void;
  renderFirstScreen(url: string, entries: unknown[]): Promise<{ html?: string; late?: true }>;
};

export type Screen = { html: string; policy: string };

// `shared`: no session, so the screen may be kept and given to the next visitor.
export type FirstScreen = (url: string, json: string, shared: boolean) => Promise<Screen | undefined>;

// A minute bounds how long a kept screen may differ from what the browser renders from the same data (a date passing).
const KEEP_MS = 60_000;
const KEEP_SCREENS = 100;

// Beyond this a page goes out without its screen, so a burst costs no more time or memory than this many renders.
const RENDERS_AT_ONCE = 2;

class KeptScreens {
  private readonly screens = new Map<string, { screen: Screen | undefined; until: number }>();

  get(key: string, now: number): { screen: Screen | undefined } | undefined {
    const kept = this.screens.get(key);
    if (!kept) return undefined;
    if (kept.until <= now) {
      this.screens.delete(key);
      return undefined;
    }
    return kept;
  }

  set(key: string, screen: Screen | undefined, now: number) {
    this.screens.delete(key);
    this.screens.set(key, { screen, until: now + KEEP_MS });
    for (const [oldest, { until }] of this.screens) {
      if (this.screens.size <= KEEP_SCREENS && until > now) break;
      this.screens.delete(oldest);
    }
  }
}

export function firstScreenRenderer(clientDir: string, publicUrl: string): FirstScreen {
  const file = path.join(clientDir, '..', 'server', 'entry-server.js');
  const lang = () => currentLang() ?? DEFAULT_LANG;
  const loaded: Promise<Module | undefined> = existsSync(file)
    ? import(file)
        .then((module: Module) => {
          module.setUp({
            translate: (id, values) => messageIn(lang(), id, values),
            lang,
            origin: new URL(publicUrl).origin,
          });
          return module;
        })
        .catch((error: unknown) => {
          console.error('The first-screen renderer could not be loaded; pages render in the browser:', error);
          return undefined;
        })
    : Promise.resolve(undefined);
  const kept = new KeptScreens();
  let rendering = 0;
  const render = async (module: Module, url: string, json: string): Promise<{ screen?: Screen; late?: true }> => {
    rendering += 1;
    try {
      const { html, late } = await module.renderFirstScreen(url, JSON.parse(json) as unknown[]);
      if (late) return { late };
      return html === undefined
        ? {}
        : { screen: { html, policy: policyWithStyleAttributes(styleAttributeHashes(html)) } };
    } catch (error) {
      console.error(`The first screen of ${url} could not be rendered:`, error);
      return {};
    } finally {
      rendering -= 1;
    }
  };
  return async (url, json, shared) => {
    const module = await loaded;
    if (!module || !json) return undefined;
    if (!shared) return rendering >= RENDERS_AT_ONCE ? undefined : (await render(module, url, json)).screen;
    const key = `${url}\n${Bun.hash(json).toString(36)}`;
    const known = kept.get(key, performance.now());
    if (known) return known.screen;
    if (rendering >= RENDERS_AT_ONCE) return undefined;
    const { screen, late } = await render(module, url, json);
    // A page that cannot be rendered from its data is kept as such; one that was only late is tried again.
    if (!late) kept.set(key, screen, performance.now());
    return screen;
  };
}

// The app's code is fetched once the screen has painted, so on a slow connection styles and pictures do not wait.
export function withFirstScreen(html: string, screen: string | undefined): string {
  if (!screen) return html;
  const preload: string[] = [];
  let entry = '';
  const rest = html
    .replace('<div id="root"></div>', () => `<div id="root">${screen}</div>`)
    .replace(/\s*<link rel="modulepreload" href="([^"]+)" \/>/g, (_, href: string) => {
      preload.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    });
  if (!entry) return html;
  const start = `<script defer src="${FIRST_SCREEN_START}" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>`;
  return rest.replace('</head>', () => `  ${start}\n  </head>`);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

// Hashed as the browser reads the value, unescaped (security-headers.ts policyWithStyleAttributes).
export function styleAttributeHashes(screen: string): string[] {
  const values = new Set<string>();
  for (const [, value] of screen.matchAll(/ style="([^"]*)"/g)) {
    values.add((value ?? '').replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity));
  }
  return [...values].map((value) => createHash('sha256').update(value).digest('base64'));
}
