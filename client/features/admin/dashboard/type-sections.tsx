import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { dashboardLabel } from '#shared/content/publishing';
import { api, unwrap } from '../../../lib/api.ts';
import { Combobox } from '../combobox/combobox.tsx';
import { EntryPicker } from '../combobox/entry-picker.tsx';
import type { Screen } from '../screens/registry.ts';
import { IMAGE_ROUTE } from '../screens/registry.ts';
import { DashboardSection } from './dashboard-section.tsx';

export function ContentSection({ screen }: { screen: Screen }) {
  const [picked, setPicked] = useState<{ id: number; slug: string } | null>(null);
  return (
    <DashboardSection heading={screen.heading} noun={screen.noun} route={screen.route} picked={picked?.slug ?? null}>
      <EntryPicker
        apiPath={screen.api}
        label={`Existing ${screen.heading.toLowerCase()}`}
        value={picked?.id ?? null}
        onChange={(entry) => setPicked(entry && { id: entry._id, slug: entry.slug })}
        placeholder="Type to find one"
        // Drafts and scheduled entries are marked beside their names, so staff see what is not public yet.
        labelOf={(entry) => dashboardLabel(entry, Date.now())}
      />
    </DashboardSection>
  );
}

/** How many images the picker offers for what is typed; a few more letters find the rest. */
const IMAGE_PICK_LIMIT = 30;
/** How long typing may pause before the server is asked (a request per word, not per key). */
const TYPING_PAUSE_MS = 150;

/** Under ['images'], so an upload or an edit refreshes it. */
const imagePickQuery = (q: string) =>
  queryOptions({
    queryKey: ['images', 'pick', q],
    queryFn: ({ signal }) =>
      unwrap(api.admin.image.list.$get({ query: { q, limit: String(IMAGE_PICK_LIMIT) } }, { init: { signal } })),
  });

export function ImageSection() {
  // Nothing is asked until staff open the picker, not with every visit of the dashboard.
  const [wanted, setWanted] = useState(false);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const [picked, setPicked] = useState<{ slug: string; title: string } | null>(null);
  // The whole library's count names the picker; what is typed only changes the options.
  const library = useQuery({ ...imagePickQuery(''), enabled: wanted });
  const found = useQuery({ ...imagePickQuery(q), placeholderData: keepPreviousData, enabled: wanted && q !== '' });
  const answer = q ? found : library;
  const options = (answer.data?.items ?? []).map((image) => ({ value: image.slug, label: image.title }));
  // The chosen image stays an option, so its title shows whatever was last searched.
  if (picked && !options.some((option) => option.value === picked.slug)) {
    options.unshift({ value: picked.slug, label: picked.title });
  }
  const total = library.data?.total;
  return (
    <DashboardSection heading="Images" noun="image" route={IMAGE_ROUTE} picked={picked?.slug ?? null}>
      <Combobox
        label={total === undefined ? 'Existing images' : `Existing images (${total})`}
        options={options}
        value={picked?.slug ?? null}
        onChange={(value) => {
          const option = options.find((candidate) => candidate.value === value);
          setPicked(option ? { slug: String(option.value), title: option.label } : null);
        }}
        placeholder="Type to find one"
        onTextChange={setText}
        onOpen={() => setWanted(true)}
        loading={answer.isPending || answer.isPlaceholderData}
      />
      {answer.isError ? <p role="alert">Error: {answer.error.message}</p> : null}
    </DashboardSection>
  );
}
