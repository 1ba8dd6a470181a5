import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, type Lang } from '../../shared/languages.ts';
import type { MessageId, MessageValues } from '../../shared/messages/index.ts';
import { currentLang } from '../i18n/context.ts';
import { messageIn } from '../i18n/messages.ts';
import { policyWithStyleAttributes } from '../middleware/security-headers.ts';

/**
 * The first screen of a public page, rendered on the server by the client's own components (the server build
 * of client/entry-server.tsx: `dist/server/entry-server.js`, made by `npm run build`), so a visitor sees the
 * page before its script has run; the browser then hydrates it. It renders from the data the page carries and
 * nothing else. Without that build, or when a page cannot be rendered from its data, the page goes out as
 * before and the browser renders it.
 */

type Module = {
  setUp(setup: {
    translate: (id: MessageId, values?: MessageValues) => string;
    lang: () => Lang;
    origin: string;
  }): void;
  renderFirstScreen(url: string, entries: unknown[]): Promise<{ html?: string; late?: true }>;
};

/** A rendered screen and the page's CSP, which allows exactly the style attributes it holds. */
export type Screen = { html: string; policy: string };

/** `shared`: the page is the public's (no session), so its screen may be kept and given to the next visitor. */
export type FirstScreen = (url: string, json: string, shared: boolean) => Promise<Screen | undefined>;

/**
 * Screens rendered for the public, kept for a minute under their address and the data they were rendered from
 * (any change of data is another key), so a page visited often is rendered once a minute, not every time.
 * A minute also bounds how long a screen may differ from what the browser renders from the same data (a
 * date passing).
 */
const KEEP_MS = 60_000;
/** The pages most visitors open (the home page, the lists, the few works everyone links to) fit many times over. */
const KEEP_SCREENS = 100;

/**
 * Renders under way at once. A page beyond them goes out without its screen (the browser renders it), so a
 * burst of visitors costs the server no more time or memory than this many renders.
 */
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
    // The oldest kept first go, and every expired one with them (kept in the order they were set, so the
    // expired ones come first).
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
          // Words in the language of the request being rendered (each render runs inside its request).
          module.setUp({
            translate: (id, values) => messageIn(lang(), id, values),
            lang,
            origin: new URL(publicUrl).origin,
          });
          return module;
        })
        // A build that cannot load (a library missing from the install) leaves every page to the browser.
        .catch((error: unknown) => {
          console.error('The first-screen renderer could not be loaded; pages render in the browser:', error);
          return undefined;
        })
    : Promise.resolve(undefined);
  const kept = new KeptScreens();
  let rendering = 0;
  /** The screen, or none; `late` when its route's code did not load in time, which is not worth keeping. */
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

/** The address of the script that starts the app after a server-rendered screen is painted. */
export const FIRST_SCREEN_START = '/first-screen.js';

/** That script: a plain browser script kept beside the server, served as it is. */
export const firstScreenStart = readFileSync(path.join(import.meta.dirname, '../assets/first-screen.js'), 'utf8');

/**
 * The page with its first screen inside the app's root element. The app's code is then not needed for the
 * first paint: rather than from the head, it is fetched once the screen has been painted (FIRST_SCREEN_START),
 * so on a slow connection the styles and pictures are not kept waiting behind it.
 */
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

/**
 * The SHA-256 (base64) of every distinct style attribute value in a rendered screen, as the page's CSP names
 * them (security-headers.ts policyWithStyleAttributes). A value is hashed as the browser reads it: unescaped.
 */
export function styleAttributeHashes(screen: string): string[] {
  const values = new Set<string>();
  for (const [, value] of screen.matchAll(/ style="([^"]*)"/g)) {
    values.add((value ?? '').replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity));
  }
  return [...values].map((value) => createHash('sha256').update(value).digest('base64'));
}
