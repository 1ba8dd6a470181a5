/** Everyday Chinese words (海报) for catalogue terms (宣传画); kept small, as term names come from the term lists. */
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
