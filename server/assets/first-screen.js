// Starts the app on a page whose first screen the server rendered (server/services/first-screen.ts), once that
// screen has been painted: on a slow connection the page's styles and pictures come first, its code right
// after. The script tag names the app's entry and the modules to fetch beside it.
(() => {
  const { entry, preload } = document.currentScript.dataset;
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
  // After the next frame has been painted; a page opened in the background starts without waiting for one.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
