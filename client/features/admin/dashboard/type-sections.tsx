import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardLabel } from '#shared/content/publishing';
import { imagesQuery } from '../api.ts';
import { Combobox } from '../combobox/combobox.tsx';
import { EntryPicker } from '../combobox/entry-picker.tsx';
import type { Screen } from '../screens/registry.ts';
import { IMAGE_ROUTE } from '../screens/registry.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** A content type's section: its picker asks the server for the entries matching what is typed. */
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

/** The image library's section, picked from the library the image forms share. */
export function ImageSection() {
  // The whole library is asked for only when staff open the picker, not with every visit of the dashboard.
  const [wanted, setWanted] = useState(false);
  const images = useQuery({ ...imagesQuery(), enabled: wanted });
  const [picked, setPicked] = useState<string | null>(null);
  const options = (images.data ?? []).map((image) => ({ value: image.slug, label: image.title }));
  return (
    <DashboardSection heading="Images" noun="image" route={IMAGE_ROUTE} picked={picked}>
      <Combobox
        label={images.data ? `Existing images (${images.data.length})` : 'Existing images'}
        options={options}
        value={picked}
        onChange={(value) => setPicked(typeof value === 'string' ? value : null)}
        placeholder="Type to find one"
        onOpen={() => setWanted(true)}
        loading={images.isPending}
      />
      {images.isError ? <p role="alert">Error: {images.error.message}</p> : null}
    </DashboardSection>
  );
}
