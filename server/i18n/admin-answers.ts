import { ACCOUNT_TEXTS } from '../../shared/accounts.ts';
import {
  ALL_FIELDS_REQUIRED,
  PASSWORD_IS_EMAIL,
  PASSWORD_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORDS_DO_NOT_MATCH,
} from '../../shared/auth.ts';
import { HELD_MAIL_TEXTS } from '../../shared/held-mail.ts';
import type { Lang } from '../../shared/languages.ts';
import { PASSKEY_TEXTS } from '../../shared/passkeys.ts';
import { ROLE_TEXTS } from '../../shared/roles.ts';
import { TWO_STEP_TEXTS } from '../../shared/two-step.ts';

/**
 * The admin API's answers about accounts, sign-in factors, roles and held mail, in Chinese for staff who chose it
 * (issues 29 and 30). Keyed by the English the code writes, so the two cannot drift: a text with a part that varies is written
 * with `{name}` in its place and read back as a pattern. tests/unit/admin-answers.test.ts checks that every
 * such English text has its Chinese here.
 */
/** Stand for the numbers in the texts that take one. */
const SECONDS = '{seconds}' as unknown as number;
const COUNT = '{count}' as unknown as number;

const ZH: readonly (readonly [english: string, chinese: string])[] = [
  [ALL_FIELDS_REQUIRED, '所有字段均为必填'],
  [PASSWORDS_DO_NOT_MATCH, '两次输入的密码不一致'],
  [PASSWORD_LENGTH, '密码须为 12 至 128 个字符。'],
  [PASSWORD_IS_EMAIL, '密码不能是电子邮箱地址。'],
  [PASSWORD_TOO_COMMON, '此密码太常见。请选择更长、更难猜的密码。'],
  [ROLE_TEXTS.invalid, '请选择角色：所有者、编辑或销售。'],
  [ROLE_TEXTS.refused, '您的角色不允许此操作。所有者可以更改您的角色。'],
  [ROLE_TEXTS.lastOwner, '画廊至少需要一位所有者：请先将另一个账户设为所有者。'],
  [ACCOUNT_TEXTS.wrongCurrent, '当前密码不正确。'],
  [ACCOUNT_TEXTS.sameAsCurrent, '新密码必须与当前密码不同。'],
  [ACCOUNT_TEXTS.passwordChanged, '密码已更改。登录此账户的其他所有浏览器均已退出。'],
  [ACCOUNT_TEXTS.cannotRemoveSelf, '您不能移除自己的账户。其他管理员可以。'],
  [ACCOUNT_TEXTS.cannotRemoveLast, '不能移除最后一位所有者：请先将另一个账户设为所有者。'],
  [ACCOUNT_TEXTS.notFound, '没有此 ID 的管理员。列表可能已过时：请重新加载。'],
  [ACCOUNT_TEXTS.removed('{email}'), '管理员 {email} 已移除。其会话均已结束。'],
  [ACCOUNT_TEXTS.signedOutEverywhere, '已在所有设备上退出。'],
  [ACCOUNT_TEXTS.othersSignedOut, '您账户的其他所有会话均已结束。此会话继续有效。'],
  [ACCOUNT_TEXTS.sessionEnded, '该会话已结束。'],
  [ACCOUNT_TEXTS.sessionNotFound, '该会话已经结束，或不属于您。请重新加载列表。'],
  [ACCOUNT_TEXTS.accountSignedOut('{email}'), '{email} 的所有会话均已结束。'],
  [ACCOUNT_TEXTS.roleChanged('{email}', '{role}'), '{email} 的角色现为 {role}。'],
  [ACCOUNT_TEXTS.languageInvalid, '请选择英文或中文。'],
  [ACCOUNT_TEXTS.languageChanged, '已保存。管理后台中已翻译的页面和发给您的电子邮件将使用此语言。'],
  [TWO_STEP_TEXTS.codeMissing, '请输入身份验证器应用中的代码，或一个恢复码。'],
  [TWO_STEP_TEXTS.codeWrong, '代码不正确。请输入身份验证器应用当前的代码，或一个未使用的恢复码。'],
  [TWO_STEP_TEXTS.stepExpired, '您的登录已过期。请重新输入电子邮箱和密码。'],
  [TWO_STEP_TEXTS.tooMany(SECONDS), '失败次数过多。请在 {seconds} 秒后重试。'],
  [TWO_STEP_TEXTS.setupCodeWrong, '代码不正确。请检查手机的时间，然后输入应用当前显示的代码。'],
  [TWO_STEP_TEXTS.setupMissing, '请重新开始设置：它已在另一个窗口中完成或被替换。'],
  [TWO_STEP_TEXTS.alreadyOn, '两步登录已开启。如需换用另一个应用，请先关闭。'],
  [TWO_STEP_TEXTS.notOn, '此账户未开启两步登录。'],
  [TWO_STEP_TEXTS.appNotOn, '此账户未设置身份验证器应用。'],
  [TWO_STEP_TEXTS.notOnFor('{email}'), '{email} 未开启两步登录。请重新加载列表。'],
  [TWO_STEP_TEXTS.wrongPassword, '密码不正确。'],
  [TWO_STEP_TEXTS.requiredCannotTurnOff, '所有者要求每个账户都开启两步登录，因此无法关闭。'],
  [TWO_STEP_TEXTS.requireOwnFirst, '请先为您自己的账户设置两步登录，再要求所有人开启。'],
  [TWO_STEP_TEXTS.setUpFirst, '请先设置两步登录：所有者要求每个账户都开启。'],
  [TWO_STEP_TEXTS.turnedOn, '两步登录已开启。请妥善保存恢复码：每个恢复码可登录一次。'],
  [TWO_STEP_TEXTS.turnedOff, '两步登录已关闭。现在仅凭密码即可登录。'],
  [TWO_STEP_TEXTS.appAdded, '身份验证器应用已设置。您的恢复码保持不变。'],
  [TWO_STEP_TEXTS.appRemoved, '身份验证器应用已移除。输入密码后，您的通行密钥仍可用于登录。'],
  [TWO_STEP_TEXTS.newCodes, '已生成新的恢复码。旧的恢复码不再有效。'],
  [TWO_STEP_TEXTS.required, '现在每个账户都必须两步登录。未开启的员工会在下一次点击时去设置。'],
  [TWO_STEP_TEXTS.notRequired, '两步登录现在由各账户自行决定。'],
  [TWO_STEP_TEXTS.reset('{email}'), '{email} 的两步登录已关闭，其会话均已结束。下次登录时需重新设置。'],
  [PASSKEY_TEXTS.nameMissing, '请为通行密钥命名，例如保存它的设备或密码管理器。'],
  [PASSKEY_TEXTS.nameTooLong, '通行密钥名称最多 60 个字符。'],
  [PASSKEY_TEXTS.answerUnreadable, '无法读取浏览器的回应。请重试。'],
  [PASSKEY_TEXTS.addExpired, '添加通行密钥用时过长，或已在另一个窗口中重新开始。请重试。'],
  [PASSKEY_TEXTS.addRefused, '无法验证此通行密钥，因此未添加。请重试。'],
  [PASSKEY_TEXTS.alreadyAdded, '此通行密钥已添加到某个账户。'],
  [PASSKEY_TEXTS.added('{name}'), '通行密钥“{name}”已添加：输入密码后可用它登录。'],
  [
    PASSKEY_TEXTS.addedWithCodes('{name}'),
    '通行密钥“{name}”已添加：输入密码后可用它登录。请妥善保存恢复码：每个恢复码可登录一次。',
  ],
  [PASSKEY_TEXTS.renamed('{name}'), '通行密钥已改名为“{name}”。'],
  [PASSKEY_TEXTS.removed('{name}'), '通行密钥“{name}”已移除。'],
  [PASSKEY_TEXTS.notFound, '您的账户中没有此通行密钥。请重新加载页面。'],
  [
    PASSKEY_TEXTS.lastRequired,
    '所有者要求每个账户都开启两步登录，因此不能移除您最后一个通行密钥。请先设置身份验证器应用或再添加一个通行密钥。',
  ],
  [PASSKEY_TEXTS.noPasskey, '此账户没有通行密钥。请改为输入代码。'],
  [PASSKEY_TEXTS.passkeyWrong, '未接受该通行密钥。请重试，或使用恢复码。'],
  [HELD_MAIL_TEXTS.badId, '邮件编号须为大于 0 的整数。'],
  [HELD_MAIL_TEXTS.notFound, '没有此编号的邮件。请重新加载列表。'],
  [HELD_MAIL_TEXTS.notHeld, '此邮件已不再暂缓：它已发出或正在发送，可能是同事操作的。请重新加载列表。'],
  [HELD_MAIL_TEXTS.alreadyDiscarded, '此邮件已不再暂缓：它已被丢弃，可能是同事操作的。请重新加载列表。'],
  [HELD_MAIL_TEXTS.noneHeld, '已没有暂缓发送的邮件：它们已被发送或丢弃，可能是同事操作的。'],
  [HELD_MAIL_TEXTS.sent('{subject}', '{to}'), '发给 {to} 的“{subject}”正在发送。'],
  [HELD_MAIL_TEXTS.discarded('{subject}', '{to}'), '发给 {to} 的“{subject}”已丢弃，不会发出。'],
  [HELD_MAIL_TEXTS.sentAll(COUNT), '全部暂缓的邮件（{count} 封）正在发送。'],
  [HELD_MAIL_TEXTS.discardedAll(COUNT), '全部暂缓的邮件（{count} 封）已丢弃，不会发出。'],
];

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const varies = (english: string) => /\{\w+\}/.test(english);
const exact = new Map(ZH.filter(([english]) => !varies(english)));
const patterns = ZH.filter(([english]) => varies(english)).map(([english, chinese]) => ({
  pattern: new RegExp(`^${escapeRegExp(english).replace(/\\?\{(\w+)\\?\}/g, '(?<$1>.+?)')}$`),
  chinese,
}));

/** The answer's text in `lang`; a text with no translation stays as it is. */
export function answerIn(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  const found = exact.get(text);
  if (found !== undefined) return found;
  for (const { pattern, chinese } of patterns) {
    const parts = pattern.exec(text)?.groups;
    if (parts) return chinese.replace(PLACEHOLDER, (_, name: string) => parts[name] ?? '');
  }
  return text;
}

type Answer = { error?: unknown; message?: unknown; errors?: unknown };

/** The same answer with its texts (`error`, `message`, each of `errors[].msg`) in `lang`. */
export function answerBodyIn(lang: Lang, body: Answer): Answer {
  const out: Answer = { ...body };
  if (typeof body.error === 'string') out.error = answerIn(lang, body.error);
  if (typeof body.message === 'string') out.message = answerIn(lang, body.message);
  if (Array.isArray(body.errors)) {
    out.errors = body.errors.map((item: unknown) =>
      item && typeof item === 'object' && typeof (item as { msg?: unknown }).msg === 'string'
        ? { ...item, msg: answerIn(lang, (item as { msg: string }).msg) }
        : item,
    );
  }
  return out;
}
