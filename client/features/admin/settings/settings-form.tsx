import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { SITE_SETTINGS_KEY, SITE_TEXTS_KEY } from '#shared/query-keys';
import {
  type SettingsTranslations,
  type SiteSettings,
  SOCIAL_NAMES,
  SOCIAL_NETWORKS,
  siteSettingsSaveSchema,
} from '#shared/site-settings';
import { api, unwrap } from '../../../lib/api.ts';
import { errorsOf, invalidate } from '../api.ts';
import styles from '../form/form.module.css';
import { DashboardLink, SaveAndErrors } from '../form/form-parts.tsx';
import { useUnsavedChangesWarning } from '../form/unsaved-changes.ts';
import { ImageField } from '../images/image-field.tsx';

export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => unwrap(api.admin.settings.$get(undefined, { init: { signal } })),
    staleTime: 0,
  });

type Values = Omit<SiteSettings, 'latitude' | 'longitude' | 'eurToCny' | 'eurToUsd'> & {
  latitude: string;
  longitude: string;
  eurToCny: string;
  eurToUsd: string;
  hoursGalleryZh: string;
  hoursStudioZh: string;
};

const toValues = ({ translations, ...s }: SiteSettings & { translations?: SettingsTranslations }): Values => ({
  ...s,
  latitude: s.latitude === null ? '' : String(s.latitude),
  longitude: s.longitude === null ? '' : String(s.longitude),
  eurToCny: s.eurToCny === null ? '' : String(s.eurToCny),
  eurToUsd: s.eurToUsd === null ? '' : String(s.eurToUsd),
  hoursGalleryZh: translations?.zh.hoursGallery ?? '',
  hoursStudioZh: translations?.zh.hoursStudio ?? '',
});

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

type TextKey =
  | 'addressEn'
  | 'addressZh'
  | 'phone'
  | 'email'
  | 'hoursGallery'
  | 'hoursStudio'
  | 'hoursGalleryZh'
  | 'hoursStudioZh'
  | 'wechatId'
  | 'icpNumber'
  | 'eurToCny'
  | 'eurToUsd';

function TextRow(props: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  lang?: string;
  type?: string;
  inputMode?: 'decimal';
}) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    className: 'input',
    value: props.value,
    lang: props.lang,
    inputMode: props.inputMode,
    'aria-describedby': hintId,
    onChange: (e: { currentTarget: { value: string } }) => props.onChange(e.currentTarget.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <span id={hintId} className={styles.hint}>
          {props.hint}
        </span>
      ) : null}
      {props.multiline ? <textarea {...common} rows={4} /> : <input {...common} type={props.type ?? 'text'} />}
    </div>
  );
}

/** Issue 13. */
export function SettingsForm() {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(adminSettingsQuery());
  const [values, setValues] = useState<Values>(() => toValues(data));
  const [saved, setSaved] = useState<Values>(() => toValues(data));
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  useUnsavedChangesWarning(JSON.stringify(values) !== JSON.stringify(saved));

  const text = (key: TextKey) => ({
    value: values[key],
    onChange: (value: string) => setValues((v) => ({ ...v, [key]: value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage('');
    const { hoursGalleryZh, hoursStudioZh, ...english } = values;
    const checked = siteSettingsSaveSchema.safeParse({
      ...english,
      latitude: toNumber(values.latitude),
      longitude: toNumber(values.longitude),
      eurToCny: toNumber(values.eurToCny),
      eurToUsd: toNumber(values.eurToUsd),
      translations: { zh: { hoursGallery: hoursGalleryZh, hoursStudio: hoursStudioZh } },
    });
    if (!checked.success) return setErrors([...new Set(checked.error.issues.map((i) => i.message))]);
    setBusy(true);
    setErrors([]);
    try {
      await unwrap(api.admin.settings.update.$post({ json: checked.data }));
      setSaved(values);
      setMessage('The site settings are saved.');
      // The site texts answer carries the hours and the legal pages' details, so it is refreshed too.
      await invalidate(queryClient, [
        { queryKey: SITE_SETTINGS_KEY },
        { queryKey: SITE_TEXTS_KEY },
        { queryKey: ['admin', 'settings'] },
      ]);
    } catch (error) {
      setErrors(errorsOf(error).map((e) => e.msg));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page page-narrow">
      <DashboardLink at="top" />
      <h1>Site settings</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextRow label="Address (English)" hint="One line per line of the address." multiline {...text('addressEn')} />
        <TextRow
          label="Address (Chinese)"
          hint="One line per line of the address."
          multiline
          lang="zh-Hans"
          {...text('addressZh')}
        />
        <TextRow
          label="Phone"
          hint="As visitors should dial it, e.g. +86 10 5555 0193."
          type="tel"
          {...text('phone')}
        />
        <TextRow label="E-mail" type="email" {...text('email')} />
        <div className={styles.bilingual}>
          <TextRow label="Gallery opening hours" hint="Shown on the about page." {...text('hoursGallery')} />
          <TextRow
            label="Gallery opening hours in Chinese"
            hint="Empty: the English hours are shown."
            lang="zh-Hans"
            {...text('hoursGalleryZh')}
          />
        </div>
        <div className={styles.bilingual}>
          <TextRow label="Studio opening hours" hint="Shown in the contact section." {...text('hoursStudio')} />
          <TextRow
            label="Studio opening hours in Chinese"
            hint="Empty: the English hours are shown."
            lang="zh-Hans"
            {...text('hoursStudioZh')}
          />
        </div>
        {SOCIAL_NETWORKS.map((network) => (
          <TextRow
            key={network}
            label={`${SOCIAL_NAMES[network]} page`}
            hint={`The gallery's own ${SOCIAL_NAMES[network]} page (https). Leave empty to show no link.`}
            type="url"
            value={values.social[network]}
            onChange={(value) => setValues((v) => ({ ...v, social: { ...v.social, [network]: value } }))}
          />
        ))}
        <TextRow
          label="WeChat ID"
          hint="Shown as text beside the social links. Leave empty to hide."
          {...text('wechatId')}
        />
        <ImageField
          label="WeChat QR code"
          hint="Optional: the QR code image visitors scan to add the gallery on WeChat, shown in the footer and the contact section."
          optional
          value={values.wechatQrImageId}
          invalid={false}
          onChange={(id) => setValues((v) => ({ ...v, wechatQrImageId: id }))}
        />
        <TextRow
          label="ICP filing number"
          hint="The ICP备案号 of a site hosted in mainland China, e.g. 京ICP备12345678号-1. Shown in the footer, linked to the filing register. Leave empty to hide."
          lang="zh-Hans"
          {...text('icpNumber')}
        />
        <div className={styles.bilingual}>
          <TextRow
            label="Exchange rate: yuan (CNY) per euro"
            hint="e.g. 7.8. Artwork pages then show an indicative price in CNY beside the euro price. Empty: none shown."
            inputMode="decimal"
            {...text('eurToCny')}
          />
          <TextRow
            label="Exchange rate: US dollars (USD) per euro"
            hint="e.g. 1.08. Empty: no indicative price in USD."
            inputMode="decimal"
            {...text('eurToUsd')}
          />
        </div>
        <TextRow
          label="Map latitude"
          hint="WGS-84, as a phone's GPS shows it (e.g. 39.984). Used for the 'Open in' map links."
          value={values.latitude}
          onChange={(value) => setValues((v) => ({ ...v, latitude: value }))}
        />
        <TextRow
          label="Map longitude"
          hint="WGS-84 (e.g. 116.495)."
          value={values.longitude}
          onChange={(value) => setValues((v) => ({ ...v, longitude: value }))}
        />
        <SaveAndErrors busy={busy} message={message} errors={errors} />
      </form>
      <DashboardLink at="bottom" />
    </div>
  );
}
