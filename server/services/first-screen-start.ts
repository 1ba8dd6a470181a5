import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIRST_SCREEN_START = '/first-screen.js';

/**
 * The script that starts the app on a rendered first screen (../assets/first-screen.js), as it is sent: without
 * its comments and spaces, since every first visit downloads it.
 */
export const firstScreenStart = new Bun.Transpiler({
  loader: 'js',
  minifyWhitespace: true,
}).transformSync(readFileSync(path.join(import.meta.dirname, '../assets/first-screen.js'), 'utf8'));
