import { useEffect } from 'react';

// In the root route, so `data-started` is set once the frame's buttons work; until then they do nothing yet.
export function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}
