import { readFileSync } from 'node:fs';

// Issue 5: also catches a listed word with digits or symbols around it, with separators dropped, or one piece repeated.

let list: Set<string> | undefined;

function commonList(): Set<string> {
  list ??= new Set(
    readFileSync(new URL('../data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return list;
}

const EDGES = /^[\d\W_]+|[\d\W_]+$/g;
const SEPARATORS = /[\s._-]+/g;
const REPEATED = /^(.{1,4})\1+$/s;

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (REPEATED.test(lower)) return true;
  const forms = [lower, lower.replace(EDGES, ''), lower.replace(SEPARATORS, '')];
  forms.push((forms[2] ?? '').replace(EDGES, ''));
  const common = commonList();
  return forms.some((form) => form.length > 0 && common.has(form));
}
