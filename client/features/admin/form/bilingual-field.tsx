import type { FieldDef } from '#shared/catalogue/define';
import { LANGUAGE_TEXTS as L, type TranslatableField } from '#shared/catalogue/languages';
import { Field } from './field.tsx';
import styles from './form.module.css';
import type { FormValue } from './form-values.ts';
import { isWritten } from './language-values.ts';

type Props = {
  field: TranslatableField;
  english: FormValue;
  chinese: FormValue;
  onEnglish: (value: FormValue) => void;
  onChinese: (value: FormValue) => void;
  invalid: boolean;
  chineseInvalid: boolean;
};

export function BilingualField({ field, english, chinese, onEnglish, onChinese, invalid, chineseInvalid }: Props) {
  const missing = isWritten(english) && !isWritten(chinese);
  const zhField = {
    ...field,
    name: `zh:${field.name}`,
    label: L.chineseOf(field.label),
    hint: undefined,
  } as FieldDef;
  return (
    <div className={styles.bilingual} data-field={field.name}>
      <Field field={field} value={english} onChange={onEnglish} invalid={invalid} />
      <div className={styles.chinese}>
        <Field field={zhField} value={chinese} onChange={onChinese} invalid={chineseInvalid} lang="zh-Hans" />
        {missing ? <span className={styles.missing}>{L.missing}</span> : null}
      </div>
    </div>
  );
}
