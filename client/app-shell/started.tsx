import { useEffect } from 'react';

/**
 * Marks the document (`data-started`) once the app runs the page's frame: the server's first screen hydrated,
 * or the app's own first render. It sits in the root route, so its effect runs once the frame around the page
 * (header, footer, their links) has been taken over; until then a server-rendered page shows, but its buttons
 * do nothing yet.
 */
export function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}
