import { describe, expect, test } from 'vitest';
import { answerBodyIn, answerIn } from '../../server/i18n/admin-answers.ts';
import { ACCOUNT_TEXTS } from '../../shared/accounts.ts';
import { HELD_MAIL_TEXTS } from '../../shared/held-mail.ts';
import { PASSKEY_TEXTS } from '../../shared/passkeys.ts';
import { ROLE_TEXTS } from '../../shared/roles.ts';
import { TWO_STEP_TEXTS } from '../../shared/two-step.ts';

/** Every answer about accounts, factors, roles and held mail has its Chinese (server/i18n/admin-answers.ts). */

const SAMPLE = { text: 'kim@gallery.example', number: 42 };

/** Each text of a table, a text that varies written with sample values. */
function textsOf(table: Record<string, unknown>): [string, string][] {
  return Object.entries(table).flatMap(([name, value]): [string, string][] => {
    if (typeof value === 'string') return [[name, value]];
    if (typeof value === 'function') {
      const args = ['tooMany', 'sentAll', 'discardedAll'].includes(name) ? [SAMPLE.number] : [SAMPLE.text, 'Editor'];
      return [[name, (value as (...a: unknown[]) => string)(...args)]];
    }
    return [];
  });
}

describe.each([
  ['TWO_STEP_TEXTS', TWO_STEP_TEXTS],
  ['PASSKEY_TEXTS', PASSKEY_TEXTS],
  ['ACCOUNT_TEXTS', ACCOUNT_TEXTS],
  ['ROLE_TEXTS', ROLE_TEXTS],
  ['HELD_MAIL_TEXTS', HELD_MAIL_TEXTS],
] as const)('%s', (_, table) => {
  test('every text has its Chinese, with the parts that vary kept', () => {
    for (const [name, english] of textsOf(table)) {
      const chinese = answerIn('zh', english);
      expect({ name, translated: chinese !== english && /\p{Script=Han}/u.test(chinese) }).toEqual({
        name,
        translated: true,
      });
      if (english.includes(SAMPLE.text))
        expect({ name, chinese }).toEqual({ name, chinese: expect.stringContaining(SAMPLE.text) });
      if (english.includes(String(SAMPLE.number))) expect(chinese).toContain(String(SAMPLE.number));
      expect(answerIn('en', english)).toBe(english);
    }
  });
});

test('an answer’s error, message and field errors are translated; the rest and unknown texts stay', () => {
  const body = {
    error: TWO_STEP_TEXTS.wrongPassword,
    message: ACCOUNT_TEXTS.removed('lee@gallery.example'),
    errors: [
      { msg: TWO_STEP_TEXTS.codeMissing, path: 'code' },
      { msg: 'A text nobody translated.', path: 'x' },
    ],
    twoStepRequired: true,
  };
  expect(answerBodyIn('zh', body)).toEqual({
    error: '密码不正确。',
    message: '管理员 lee@gallery.example 已移除。其会话均已结束。',
    errors: [
      { msg: '请输入身份验证器应用中的代码，或一个恢复码。', path: 'code' },
      { msg: 'A text nobody translated.', path: 'x' },
    ],
    twoStepRequired: true,
  });
});
