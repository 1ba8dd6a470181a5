const DAY_MS = 24 * 60 * 60_000;
/** The gallery's days are Beijing's (China keeps one offset all year). */
const BEIJING_OFFSET = '+08:00';

/** The instant a Beijing day (YYYY-MM-DD) begins. */
export const beijingDayStart = (day: string) => new Date(`${day}T00:00:00${BEIJING_OFFSET}`);

/** The instant after a Beijing day ends: the start of the next one. */
export const beijingDayEnd = (day: string) => new Date(beijingDayStart(day).getTime() + DAY_MS);
