import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
/** Messages only the server sends (the e-mails): no page downloads them. */
const SERVER_ONLY = /^mail\./;
const RESOLVED = '\0messages:';

/**
 * The interface's message catalogues (shared/messages/*.json), compiled by Lingui's compiler at build time:
 * `import('virtual:messages/zh')` is a chunk of its own holding only that language's compiled messages, so a
 * page downloads its own language and no message parser. The server compiles the same files when it starts.
 */
export function messageCatalogues(dir: string): Plugin {
  return {
    name: 'message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const file = path.join(dir, `${id.slice(RESOLVED.length)}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([key]) => !SERVER_ONLY.test(key))
          .map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
