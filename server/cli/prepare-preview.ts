import { configureSharpForSmallServer, makePreview } from '../services/images.ts';

// For images stored before previews were made on upload; a process that exits when done (services/image-process.ts).

configureSharpForSmallServer();
const [width, height] = process.argv.slice(2).map(Number);
if (!width || !height) throw new Error('Usage: prepare-preview.ts WIDTH HEIGHT < image');
const input = new Uint8Array(await Bun.stdin.arrayBuffer());
const preview = await makePreview(input, width, height);
await Bun.write(Bun.stdout, preview.bytes);
