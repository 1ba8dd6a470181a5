import { lazyTexts, t } from '#shared/messages/index';

/** Every sentence the human check shows, read in the page's language when shown. */
export const CAPTCHA_TEXTS = lazyTexts({
  siteUnavailable: 'captcha.siteUnavailable',
  switching: 'captcha.switching',
  altchaOnly: 'captcha.altchaOnly',
  fallbackUnavailable: 'captcha.fallbackUnavailable',
  altchaFailed: 'captcha.altchaFailed',
});

/** The widget's own words, in the site's voice and the page's language (read when the widget starts). */
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

/** How long Turnstile has to show its widget before the form switches to the self-hosted check. */
export const TURNSTILE_PATIENCE_MS = 5000;
