import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const CONTENT = path.resolve(import.meta.dirname, '../../server/content');

/** Every TypeScript file under a folder, with its path from that folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
}

describe('server/content and server/queries', () => {
  // The storage of the content types is what the queries read; it never reads through them.
  test.each(filesUnder(CONTENT))('server/content/%s imports nothing from server/queries', (file) => {
    const text = readFileSync(path.join(CONTENT, file), 'utf8');
    const imports = [...text.matchAll(/from '([^']+)'/g)].map((match) =>
      path.resolve(CONTENT, path.dirname(file), match[1] ?? ''),
    );
    expect(imports.filter((target) => target.includes(`${path.sep}server${path.sep}queries${path.sep}`))).toEqual([]);
  });
});
