import { startFakeResend } from './resend.ts';
import { startFakeSiteverify } from './siteverify.ts';

/**
 * `bun tests/fakes/serve.ts siteverify|resend` with PORT set: one fake as its own process, for Playwright's
 * webServer list. Each answers GET /health when ready; the Resend fake lists what it got at GET /deliveries.
 */

const which = process.argv[2];
const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('Set PORT to the port the fake should listen on.');

if (which === 'siteverify') startFakeSiteverify({ port });
else if (which === 'resend') startFakeResend({ port });
else throw new Error('Usage: bun tests/fakes/serve.ts siteverify|resend');
console.log(`Fake ${which} listening on http://127.0.0.1:${port}`);
