/**
 * The browser's zod. Its parsers compile themselves with `new Function` unless told not to, and the page's
 * CSP forbids that (no 'unsafe-eval'): even the probe for it is reported as a violation. Parsing without the
 * compiler checks the same rules. Vite resolves every `import … from 'zod'` of the client to this module.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
