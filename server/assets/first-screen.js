// Starts the app on a page whose first screen the server rendered (server/services/first-screen.ts), once that
// screen has been painted: on a slow connection the page's styles and pictures come first, its code right
// after. The script tag names the app's entry and the modules to fetch beside it.
// Loaded as a worker (below), the same file only starts the browser's number formatting and ends.
if (typeof document === 'undefined') {
  new Intl.NumberFormat(self.name || undefined).format(0);
  close();
} else {
  startFirstScreen();
}

function startFirstScreen() {
  const { entry, preload } = document.currentScript.dataset;
  // A page's first number format starts the browser's ICU: 16 to 31 ms on a desktop, several times that on a
  // phone. ICU's data is shared by the page's threads, so a worker pays that cost beside the page, and the app's
  // first price or count is formatted at once.
  const warmUp = new Worker(document.currentScript.src, { name: document.documentElement.lang });
  warmUp.addEventListener('error', () => new Intl.NumberFormat().format(0));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // The language switch remembers the visitor's choice (client/app-shell/language-switch.tsx), also when it is
  // followed before the app has started: it is a plain link, and its page loads in full either way.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-remember-lang]') : null;
    const lang = link?.getAttribute('data-remember-lang');
    if (lang === 'en' || lang === 'zh') {
      // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server at '/'
      document.cookie = `lang=${lang}; path=/; max-age=${365 * 24 * 60 * 60}; SameSite=Lax`;
    }
  });
  // After the next frame has been painted; a page opened in the background starts without waiting for one.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}
