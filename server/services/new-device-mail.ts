import { INTL_LOCALE, type Lang } from '../../shared/languages.ts';
import { messageIn } from '../i18n/messages.ts';
import { deviceParts } from './device-name.ts';
import { escapeHtml, type MailContent, oneLine } from './mail-templates.ts';

export type NewDeviceSignIn = {
  email: string;
  lang: Lang;
  userAgent: string;
  ip: string;
  at: Date;
  accountsUrl: string;
};

function deviceIn(lang: Lang, userAgent: string): string {
  const { browser, os } = deviceParts(userAgent);
  if (browser && os) return messageIn(lang, 'mail.device.on', { browser, os });
  return browser ?? os ?? messageIn(lang, 'mail.device.unknown');
}

/** To the account itself, in its language (issue 29): where and when it signed in, and what to do if not you. */
export function newDeviceMail(signIn: NewDeviceSignIn): MailContent {
  const { lang } = signIn;
  const say = (id: Parameters<typeof messageIn>[1], values?: Record<string, string>) => messageIn(lang, id, values);
  const time = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  }).format(signIn.at);
  const facts = [
    say('mail.newDevice.browser', { device: oneLine(deviceIn(lang, signIn.userAgent), 120) }),
    say('mail.newDevice.address', { ip: oneLine(signIn.ip, 64) }),
    say('mail.newDevice.time', { time }),
  ];
  const intro = say('mail.newDevice.intro', { email: signIn.email });
  const ifYou = say('mail.newDevice.ifYou');
  const ifNot = say('mail.newDevice.ifNot', { url: signIn.accountsUrl });
  const tag = lang === 'zh' ? 'zh-CN' : 'en';
  return {
    subject: say('mail.newDevice.subject', { site: messageIn(lang, 'shell.siteName') }),
    text: [say('mail.hello'), '', intro, '', ...facts, '', ifYou, ifNot].join('\n'),
    html:
      `<!doctype html><html lang="${tag}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">` +
      `<p>${escapeHtml(say('mail.hello'))}</p><p>${escapeHtml(intro)}</p>` +
      `<p>${facts.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(ifYou)}<br>${escapeHtml(ifNot)}</p></body></html>`,
  };
}
