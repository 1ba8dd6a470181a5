import type { TermKind } from '../../../shared/term-kinds.ts';
import { COLLECTION_NAMES } from './shop-items.ts';

/** Chinese names of the demo's terms, by English name, which stays the key of items and addresses. */
export const TERMS_ZH: Record<TermKind, Record<string, string>> = {
  medium: {
    'Chosonhwa (Ink on Paper)': '朝鲜画（纸本水墨）',
    'Oil on Canvas': '布面油画',
    'Propaganda Poster': '宣传画',
    Watercolour: '水彩',
    'Woodcut Print': '木刻版画',
  },
  category: {
    Original: '原作',
    Poster: '招贴画',
    Print: '版画',
  },
  collection: {
    [COLLECTION_NAMES.mountains]: '山川',
    [COLLECTION_NAMES.posters]: '劳动与丰收宣传画',
    [COLLECTION_NAMES.shore]: '城市与海岸',
    [COLLECTION_NAMES.flowers]: '四季花卉',
  },
};
