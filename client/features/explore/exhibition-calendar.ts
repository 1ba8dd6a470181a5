export const calendarPath = (slug: string) => `/api/explore/exhibitions/${encodeURIComponent(slug)}/calendar.ics`;
