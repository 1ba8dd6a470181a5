import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isLang, LANGS, type Lang } from '#shared/languages';
import { api } from '../../../lib/api.ts';
import { SESSION_KEY, sessionQuery } from '../../session/session-query.ts';
import { ActionOutcome, useAccountAction } from './account-action.tsx';
import styles from './accounts.module.css';
import { ACCOUNTS_SCREEN as T } from './texts.ts';

/** Each language named in itself, as staff who read it would look for it. */
const NAMES: Record<Lang, string> = { en: 'English', zh: '中文' };

/** The language of the mails the account is sent, such as the one about a sign-in from a new device. */
export function MailLanguage() {
  const id = useId();
  const { data: user } = useQuery(sessionQuery());
  const { busy, outcome, act } = useAccountAction(SESSION_KEY);
  const saved = user?.language ?? 'en';
  const [chosen, setChosen] = useState<Lang | null>(null);
  const shown = chosen ?? saved;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{T.mailHeading}</h2>
      <p className={styles.hint}>{T.mailNote}</p>
      <div className={styles.role}>
        <label htmlFor={`${id}-language`}>{T.mailLanguage}</label>
        <select
          id={`${id}-language`}
          className={`input ${styles.roleSelect}`}
          value={shown}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (isLang(value)) setChosen(value);
          }}
        >
          {LANGS.map((lang) => (
            <option key={lang} value={lang} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
              {NAMES[lang]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button-quiet"
          disabled={busy || shown === saved}
          onClick={() => act(() => api.admin.accounts.language.$put({ json: { language: shown } }))}
        >
          {T.save}
        </button>
      </div>
      <ActionOutcome outcome={outcome} />
    </section>
  );
}
