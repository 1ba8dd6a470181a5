/**
 * Everyday Chinese words for what the catalogue calls otherwise: a visitor types 海报 ('poster') where the
 * catalogue's Chinese names say 宣传画 (propaganda poster) and 招贴画. Each word searches as the English
 * words beside it too. Kept small: the catalogue's own Chinese term names and their pinyin are added from the
 * term lists (server/queries/search-aliases.ts).
 */
export const CHINESE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  海报: ['poster'],
  招贴: ['poster'],
  宣传画: ['poster'],
  油画: ['oil'],
  水彩: ['watercolour', 'watercolor'],
  版画: ['print'],
  木刻: ['woodcut'],
  水墨: ['ink'],
  朝鲜画: ['chosonhwa'],
};
