import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PickEntry } from '#shared/admin-lists';
import { api, unwrap } from '../../../lib/api.ts';
import { contentKey } from '../content-client.ts';
import { Combobox } from './combobox.tsx';

/** How long typing may pause before the server is asked (a request per word, not per key). */
const TYPING_PAUSE_MS = 150;
const LIMIT = 30;

export const pickQuery = (apiPath: string, q: string, ids: readonly number[], limit = LIMIT) => {
  const query = {
    type: contentKey(apiPath),
    limit: String(limit),
    ...(q ? { q } : {}),
    ...(ids.length > 0 ? { ids: ids.join(',') } : {}),
  };
  return queryOptions({
    // Under ['admin', api], so a save of that type refreshes it too (features/admin/freshness.ts).
    queryKey: ['admin', apiPath, { pick: query }],
    queryFn: ({ signal }) => unwrap(api.admin.lists.pick.$get({ query }, { init: { signal } })),
  });
};

export function useEntryTitles(apiPath: string, ids: readonly number[]) {
  const titles = useQuery({ ...pickQuery(apiPath, '', ids, 1), placeholderData: keepPreviousData });
  return {
    titles: new Map((titles.data?.named ?? []).map((entry) => [entry._id, entry.title])),
    pending: titles.isPending,
    error: titles.error,
  };
}

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

type Props = {
  apiPath: string;
  label: string;
  value: number | null;
  onChange: (entry: PickEntry | null) => void;
  exclude?: readonly number[];
  placeholder?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  clearOnChoose?: boolean;
  labelOf?: (entry: PickEntry) => string;
};

/** Asks the server for matching titles instead of loading every entry: instant with thousands. */
export function EntryPicker({ apiPath, value, onChange, exclude = [], labelOf, ...rest }: Props) {
  const [text, setText] = useState('');
  // Nothing is asked until the picker opens or holds an entry: a dashboard of pickers costs no requests.
  const [wanted, setWanted] = useState(false);
  const q = useSettled(text.trim());
  const ids = value === null ? [] : [value];
  const picks = useQuery({
    ...pickQuery(apiPath, q, ids),
    placeholderData: keepPreviousData,
    enabled: wanted || value !== null,
  });
  const known = new Map<number, PickEntry>();
  for (const entry of [...(picks.data?.named ?? []), ...(picks.data?.matches ?? [])]) known.set(entry._id, entry);
  const shown = [...(picks.data?.matches ?? [])].filter((entry) => !exclude.includes(entry._id));
  const chosen = value === null ? undefined : known.get(value);
  // The chosen entry stays an option, so its title shows whatever was last searched.
  if (chosen && !shown.some((entry) => entry._id === chosen._id)) shown.unshift(chosen);

  return (
    <>
      <Combobox
        {...rest}
        options={shown.map((entry) => ({ value: entry._id, label: labelOf ? labelOf(entry) : entry.title }))}
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? (known.get(next) ?? null) : null)}
        onTextChange={setText}
        onOpen={() => setWanted(true)}
        loading={picks.isPending || picks.isPlaceholderData}
      />
      {picks.isError ? <p role="alert">Error: {picks.error.message}</p> : null}
    </>
  );
}
