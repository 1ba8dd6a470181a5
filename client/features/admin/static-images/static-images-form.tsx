import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { STATIC_IMAGES_KEY } from '#shared/query-keys';
import { ALL_IMAGES_REQUIRED, STATIC_IMAGE_SLOTS, type StaticImageSlot } from '#shared/static-images';
import { api, unwrap } from '../../../lib/api.ts';
import { errorsOf, invalidate } from '../api.ts';
import styles from '../form/form.module.css';
import { DashboardLink, SaveAndErrors } from '../form/form-parts.tsx';
import { useUnsavedChangesWarning } from '../form/unsaved-changes.ts';
import { ImageField } from '../images/image-field.tsx';

/** SPEC 8: the static images screen's failure text. */
const SAVE_FAILED = 'Error uploading images.';

const WHERE: Record<StaticImageSlot, string> = {
  bonnerImg: "The founder's photo on the home and about pages.",
  collectionsImg: 'The Collections block of the Explore page.',
  exhibitionsImg: 'The Exhibitions block of the Explore page.',
  filmsImg: 'The Films block of the Explore page.',
  publicationsImg: 'The Publications block of the Explore page.',
  contactBanner: 'The banner above the contact section.',
  contactMap: "The map in the contact section's studio details.",
};

type Slots = Record<StaticImageSlot, number | null>;

export const staticImagesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'static-images'],
    queryFn: ({ signal }) => unwrap(api.admin['static-images'].$get(undefined, { init: { signal } })),
    staleTime: 0,
  });

const allChosen = (slots: Slots): slots is Record<StaticImageSlot, number> =>
  STATIC_IMAGE_SLOTS.every((slot) => slots[slot] !== null);

export function StaticImagesForm() {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(staticImagesQuery());
  const stored = useMemo(
    () =>
      Object.fromEntries(
        STATIC_IMAGE_SLOTS.map((slot) => {
          const img = data.find((d) => d.name === slot)?.img;
          return [slot, img ? Number(img._id) : null];
        }),
      ) as Slots,
    [data],
  );
  const [slots, setSlots] = useState<Slots>(stored);
  const [saved, setSaved] = useState<Slots>(stored);
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  useUnsavedChangesWarning(JSON.stringify(slots) !== JSON.stringify(saved));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage('');
    // SPEC 5: all seven are required.
    if (!allChosen(slots)) return setErrors([ALL_IMAGES_REQUIRED]);
    setBusy(true);
    setErrors([]);
    try {
      await unwrap(api.admin['static-images'].update.$post({ json: slots }));
      setSaved(slots);
      setMessage('The static images are saved.');
      await invalidate(queryClient, [{ queryKey: STATIC_IMAGES_KEY }, { queryKey: ['admin', 'static-images'] }]);
    } catch (error) {
      setErrors([SAVE_FAILED, ...errorsOf(error).map((e) => e.msg)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page page-narrow">
      <DashboardLink at="top" />
      <h1>Static images</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        {STATIC_IMAGE_SLOTS.map((slot) => (
          <ImageField
            key={slot}
            label={slot}
            hint={WHERE[slot]}
            value={slots[slot]}
            invalid={errors.length > 0 && slots[slot] === null}
            onChange={(id) => setSlots((s) => ({ ...s, [slot]: id }))}
          />
        ))}
        <SaveAndErrors busy={busy} message={message} errors={errors} />
      </form>
      <DashboardLink at="bottom" />
    </div>
  );
}
