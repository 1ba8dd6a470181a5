import { describe, expect, test } from 'vitest';
import { hasInvisible, withoutInvisible } from '../../shared/visible-text.ts';

describe('visible text', () => {
  test('refuses controls and format characters, but not tabs and line breaks', () => {
    for (const char of ['\u0000', '\u0007', '\u007f', '\u202e', '\u200b', '\u200d', '\u00ad', '\ufeff', '\u2066']) {
      expect(hasInvisible(`Pine${char}Crane`), JSON.stringify(char)).toBe(true);
    }
    expect(hasInvisible('Pine\nand\tCrane\r\n')).toBe(false);
    // An emoji built with a zero-width joiner holds one; a plain emoji does not.
    expect(hasInvisible('Anna 👩\u200d🎨')).toBe(true);
    for (const name of [
      'Ölmalerei',
      'Łódź',
      'Épreuve d’artiste',
      '朴东九',
      '박동구',
      '李 伟',
      'Anna 🎨',
      'O’Brien-Smith',
    ]) {
      expect(hasInvisible(name), name).toBe(false);
    }
  });

  test('a search text loses its format characters and breaks words at controls', () => {
    expect(withoutInvisible('abc\u0000def')).toBe('abc def');
    expect(withoutInvisible('Pyong\u00adyang\u200b')).toBe('Pyongyang');
    expect(withoutInvisible('\u0000\u200b').trim()).toBe('');
    expect(withoutInvisible('平壤 海报')).toBe('平壤 海报');
  });
});
