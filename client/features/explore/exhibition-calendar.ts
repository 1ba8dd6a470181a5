/** The 'Add to calendar' file of an exhibition (server/routes/explore.ts), downloaded by a plain link. */
export const calendarPath = (slug: string) => `/api/explore/exhibitions/${encodeURIComponent(slug)}/calendar.ics`;
