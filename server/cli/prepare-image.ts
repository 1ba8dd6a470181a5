import { encodeAnswer } from '../services/image-process.ts';
import { configureSharpForSmallServer, ImageRejected, prepareImage } from '../services/images.ts';

/**
 * One upload's decoding and encoding, in a process that exits when done (see services/image-process.ts):
 * the image's bytes on stdin, the prepared image on stdout. A refusal (wrong type, too many pixels) is an
 * answer too; anything else is a crash, which the server reports as an unreadable image.
 */

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
