export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry === undefined || to < 0 || to > list.length - 1) return [...list];
  next.splice(to, 0, entry);
  return next;
}
