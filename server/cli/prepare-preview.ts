import { configureSharpForSmallServer, makePreview } from '../services/images.ts';

/**
 * The link preview of an image stored before previews were made on upload, in a process that exits when
 * done (see services/image-process.ts): the stored bytes on stdin, its width and height as arguments, the
 * preview JPEG on stdout.
 */

configureSharpForSmallServer();
const [width, height] = process.argv.slice(2).map(Number);
if (!width || !height) throw new Error('Usage: prepare-preview.ts WIDTH HEIGHT < image');
const input = new Uint8Array(await Bun.stdin.arrayBuffer());
const preview = await makePreview(input, width, height);
await Bun.write(Bun.stdout, preview.bytes);
