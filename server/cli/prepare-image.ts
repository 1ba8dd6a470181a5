import { encodeAnswer } from '../services/image-process.ts';
import { configureSharpForSmallServer, ImageRejected, prepareImage } from '../services/images.ts';

// A process of its own that exits when done (see services/image-process.ts); a crash reads as an unreadable image.

configureSharpForSmallServer();
const input = new Uint8Array(await Bun.stdin.arrayBuffer());
let answer: Buffer;
try {
  answer = encodeAnswer(await prepareImage(input));
} catch (error) {
  if (!(error instanceof ImageRejected)) throw error;
  answer = encodeAnswer(error);
}
await Bun.write(Bun.stdout, answer);
