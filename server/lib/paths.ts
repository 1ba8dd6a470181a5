import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const CLIENT_DIST = path.join(PROJECT_ROOT, 'dist/client');
export const CLIENT_SOURCE = path.join(PROJECT_ROOT, 'client');
