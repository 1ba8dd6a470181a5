import { t } from '#shared/messages/index';

/** Every sentence the human check shows, read in the page's language when shown. */
export const CAPTCHA_TEXTS = {
  get siteUnavailable() {
    return t('captcha.siteUnavailable');
  },
  get switching() {
    return t('captcha.switching');
  },
  get altchaOnly() {
    return t('captcha.altchaOnly');
  },
  get fallbackUnavailable() {
    return t('captcha.fallbackUnavailable');
  },
  get altchaFailed() {
    return t('captcha.altchaFailed');
  },
};

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
