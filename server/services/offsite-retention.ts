// Grandfather-father-son: the newest copy of each of the last N days, weeks and months stays (UTC calendar).
// Pure, so the rule is tested with any clock; the caller deletes what it returns.

export type Keep = { daily: number; weekly: number; monthly: number };
export type Copy = { name: string; at: Date; complete: boolean };

const DAY_MS = 86_400_000;

const dayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS);
// Day 0 (1970-01-01) was a Thursday: weeks start on Monday, as ISO weeks do.
const weekOf = (at: Date) => Math.floor((dayOf(at) + 3) / 7);
const monthOf = (at: Date) => at.getUTCFullYear() * 12 + at.getUTCMonth();

/** The copies past their retention. The newest complete copy is never among them, however old. */
export function copiesToDelete<T extends Copy>(copies: T[], now: Date, keep: Keep): T[] {
  const newestFirst = [...copies].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.name < b.name ? 1 : -1));
  const good = newestFirst.filter((copy) => copy.complete);
  const kept = new Set<T>(good.slice(0, 1));
  const periods: [(at: Date) => number, number][] = [
    [dayOf, keep.daily],
    [weekOf, keep.weekly],
    [monthOf, keep.monthly],
  ];
  for (const [period, count] of periods) {
    const seen = new Set<number>();
    for (const copy of good) {
      const n = period(copy.at);
      const age = period(now) - n;
      if (age < 0) kept.add(copy); // from a clock ahead of this one: not this rule's to judge
      if (age < 0 || age >= count || seen.has(n)) continue;
      seen.add(n);
      kept.add(copy);
    }
  }
  // An incomplete copy (an upload cut off before its checksum was written) goes once a good one is newer.
  const newestGood = good[0]?.at.getTime() ?? Number.POSITIVE_INFINITY;
  return newestFirst.filter((copy) => !kept.has(copy) && (copy.complete || copy.at.getTime() < newestGood));
}
