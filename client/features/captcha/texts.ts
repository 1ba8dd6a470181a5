import { lazyTexts, t } from '#shared/messages/index';

export const CAPTCHA_TEXTS = lazyTexts({
  siteUnavailable: 'captcha.siteUnavailable',
  switching: 'captcha.switching',
  altchaOnly: 'captcha.altchaOnly',
  fallbackUnavailable: 'captcha.fallbackUnavailable',
  altchaFailed: 'captcha.altchaFailed',
});

export const altchaStrings = () => ({
  label: t('captcha.widget.label'),
  verifying: t('captcha.widget.verifying'),
  waitAlert: t('captcha.widget.waitAlert'),
  verified: t('captcha.widget.verified'),
  error: t('captcha.widget.error'),
  expired: t('captcha.widget.expired'),
  loading: t('captcha.widget.loading'),
  verify: t('captcha.widget.verify'),
  verificationRequired: t('captcha.widget.verificationRequired'),
});

export const TURNSTILE_PATIENCE_MS = 5000;
