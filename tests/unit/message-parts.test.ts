import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import en from '../../shared/messages/en.json';
import { messagePart } from '../../shared/messages/parts.ts';

/**
 * The browser loads the messages in two parts and never the server's own sentences (shared/messages/parts.ts).
 * This reads the client's code as the bundler does, following its imports, and names every message it uses;
 * that the home page renders with the first part alone is tested in the browser (tests/e2e/message-parts.e2e.ts).
 */

const root = path.resolve(import.meta.dirname, '../..');
const ids = Object.keys(en);
const PARTS = path.join(root, 'shared/messages/parts.ts');
const prefixes = [...new Set(ids.map((id) => id.split('.')[0]))].join('|');
/** A message named in full ('shell.footer.visit') or built from a prefix (`shell.social.${network}`). */
const NAMED = new RegExp(`['"\`]((?:${prefixes})\\.[\\w.]*\\w)['"\`]`, 'g');
const BUILT = new RegExp(`\`((?:${prefixes})\\.[\\w.]*)\\$\\{`, 'g');
const IMPORT = /^(?:import|export) (?!type )[^'"]*?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('#shared/')) base = path.join(root, 'shared', spec.slice('#shared/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The files `starts` import, statically and dynamically, all the way down. */
function closure(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = starts.map((file) => path.join(root, file));
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolve(file, match[1] ?? match[2] ?? '');
      if (next) stack.push(next);
    }
  }
  return seen;
}

/** Every message the files name, a prefix standing for all the messages it begins. */
function messagesOf(files: Set<string>): string[] {
  const named = new Set<string>();
  for (const file of files) {
    // The table of parts names messages without showing them.
    if (file === PARTS) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, id] of source.matchAll(NAMED)) if (id && Object.hasOwn(en, id)) named.add(id);
    for (const [, prefix] of source.matchAll(BUILT))
      for (const id of ids) if (prefix && id.startsWith(prefix)) named.add(id);
  }
  return [...named].sort();
}

describe('the messages a page downloads', () => {
  test('no code the browser runs names a message only the server sends', () => {
    const client = closure(['client/main.tsx']);
    expect([...client].some((file) => file.includes(`${path.sep}admin${path.sep}`))).toBe(true);
    const used = messagesOf(client);
    expect(used.length).toBeGreaterThan(300);
    expect(used.filter((id) => messagePart(id) === 'server')).toEqual([]);
  });

  test('the server-only messages are the e-mails and the answers only the server gives', () => {
    expect(messagePart('mail.confirmation.subject')).toBe('server');
    expect(messagePart('send.enquirySent')).toBe('server');
    expect(messagePart('gaps.altcha.used')).toBe('server');
    expect(messagePart('send.unsubscribed')).toBe('rest');
    expect(messagePart('shell.footer.visit')).toBe('first');
    expect(messagePart('checkout.emptySelection')).toBe('rest');
  });

  test('the admin’s own messages are a part of their own, which no public page downloads', () => {
    expect(messagePart('admin.audit.title')).toBe('admin');
    // The content form's own question follows the page, as the rest of the form does.
    expect(messagePart('admin.zeroPrice.heading')).toBe('rest');
    const publicCode = [...closure(['client/main.tsx'])].filter(
      (file) => !file.includes(`${path.sep}admin${path.sep}`),
    );
    const named = messagesOf(new Set(publicCode)).filter((id) => messagePart(id) === 'admin');
    expect(named).toEqual([]);
  });
});
