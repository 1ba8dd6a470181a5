import { SITE } from '#shared/site';

/** Times in the inbox are the gallery's own, Beijing time, wherever staff open it (as in the records' CSV). */
export const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE.timeZone }).format(
    new Date(iso),
  );
