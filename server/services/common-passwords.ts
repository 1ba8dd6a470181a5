import { readFileSync } from 'node:fs';

/**
 * Refuses the passwords attackers try first (issue 5). server/data/common-passwords.txt holds the classic
 * top lists and the ways people stretch them past a 12-character minimum (word + digits, keyboard walks,
 * repeats, years). Besides an exact match, a password is common when it is such a word with only digits
 * or symbols around it ('dragon!!2024!!'), with its separators dropped ('correct horse battery staple'),
 * or one short piece repeated ('abcabcabcabc').
 */

let list: Set<string> | undefined;

/** Read once, on the first signup, not at every start. */
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
