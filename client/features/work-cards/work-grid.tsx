import { CardGrid } from '../../components/card-grid.tsx';
import { WorkCard, type WorkCardData } from './work-card.tsx';

type Props = {
  works: readonly WorkCardData[];
  label: string;
  showArtist?: boolean;
  priorityCount?: number;
};

export function WorkGrid({ works, label, showArtist = true, priorityCount = 0 }: Props) {
  return (
    <CardGrid items={works} keyOf={(work) => work.slug} label={label}>
      {(work, index) => <WorkCard work={work} showArtist={showArtist} priority={index < priorityCount} />}
    </CardGrid>
  );
}
