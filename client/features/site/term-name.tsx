import { DEFAULT_LANG } from '#shared/languages';
import type { TermKind } from '#shared/term-kinds';
import { pageLang } from '../../lib/i18n.ts';
import { useTermLabel } from './term-labels.ts';

/** WCAG 3.1.2: a name with no translation is marked `lang="en"` so a screen reader reads it as English. */
export function TermName({ kind, name }: { kind: TermKind; name: string }) {
  const label = useTermLabel();
  const shown = label(kind, name);
  if (shown !== name || pageLang() === DEFAULT_LANG) return shown;
  return <span lang="en">{name}</span>;
}
