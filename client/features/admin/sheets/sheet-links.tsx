import { LANG_NAME, LANGS, type Lang } from '#shared/languages';
import { priceListPath, staffTearSheetPath } from '#shared/sheet-paths';
import { adminT, adminTexts } from '../admin-messages.ts';
import styles from './sheet-links.module.css';

/**
 * Staff's tear sheets and price lists (issue 31), each in either language whatever the admin's own: a
 * collector in Beijing gets Chinese from an English-reading member of staff. They hold every price and state.
 */

const T = adminTexts({
  tearSheet: 'admin.sheets.tearSheet',
  priceList: 'admin.sheets.priceList',
  staffNote: 'admin.sheets.staffNote',
});

function Links({ label, href, name }: { label: string; href: (lang: Lang) => string; name: (lang: Lang) => string }) {
  return (
    <p className={styles.links}>
      <span>{label}</span>
      {LANGS.map((lang) => (
        <a key={lang} href={href(lang)} type="application/pdf" aria-label={name(lang)}>
          {LANG_NAME[lang]}
        </a>
      ))}
      <span className={styles.note}>{T.staffNote}</span>
    </p>
  );
}

export function TearSheetLinks({ id }: { id: number }) {
  return (
    <Links
      label={T.tearSheet}
      href={(lang) => staffTearSheetPath(id, lang)}
      name={(lang) => adminT('admin.sheets.tearSheetIn', { language: LANG_NAME[lang] })}
    />
  );
}

export function PriceListLinks({ ids }: { ids: readonly number[] }) {
  return (
    <Links
      label={T.priceList}
      href={(lang) => priceListPath(ids, lang)}
      name={(lang) => adminT('admin.sheets.priceListIn', { language: LANG_NAME[lang] })}
    />
  );
}
