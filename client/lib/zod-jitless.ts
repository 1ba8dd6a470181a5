// zod compiles parsers with `new Function`, which the CSP forbids (no 'unsafe-eval'; even its probe is reported).
// Vite resolves the client's every `import … from 'zod'` to this module.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
