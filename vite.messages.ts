import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { type MessagePart, messagePart } from './shared/messages/parts.ts';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0messages:';

/**
 * The interface's message catalogues (shared/messages/*.json), compiled by Lingui's compiler at build time, in
 * two chunks per language: `import('virtual:messages/zh')` holds the messages every page needs first and
 * `import('virtual:messages/zh-rest')` those of the other pages (shared/messages/parts.ts). A page downloads
 * its own language and no message parser; messages only the server sends are in neither. The admin's own are in
 * `virtual:messages/zh-admin`, which only its screens load (client/features/admin/admin-messages.ts). The server compiles
 * the same files when it starts.
 */
export function messageCatalogues(dir: string): Plugin {
  return {
    name: 'message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [lang, rest] = id.slice(RESOLVED.length).split('-');
      const part: MessagePart = rest === 'rest' || rest === 'admin' ? rest : 'first';
      const file = path.join(dir, `${lang}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([key]) => messagePart(key) === part)
          .map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
