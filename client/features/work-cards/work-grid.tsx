import { CardGrid } from '../../components/card-grid.tsx';
import { WorkCard, type WorkCardData } from './work-card.tsx';

type Props = {
  works: readonly WorkCardData[];
  /** Names the list for screen readers. */
  label: string;
  showArtist?: boolean;
  /** How many of the first cards are in the first screen, to load their images at once. */
  priorityCount?: number;
};

/** Works as a grid of cards, two columns on a phone, up to four on a desktop. */
export function WorkGrid({ works, label, showArtist = true, priorityCount = 0 }: Props) {
  return (
    <CardGrid items={works} keyOf={(work) => work.slug} label={label}>
      {(work, index) => <WorkCard work={work} showArtist={showArtist} priority={index < priorityCount} />}
    </CardGrid>
  );
}
