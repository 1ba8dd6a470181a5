// One write a line cost half the server's time under 50 connections; lines may now lag 100 ms (errors do not).

export type LogWriter = { line: (text: string) => void; flush: () => void };

const FLUSH_EVERY_MS = 100;
const HIGH_WATER = 64 * 1024;

export function bufferedLog(sink: Bun.FileSink = Bun.stdout.writer()): LogWriter {
  let lines: string[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const text = `${lines.join('\n')}\n`;
    lines = [];
    size = 0;
    sink.write(text);
    sink.flush();
  };
  return {
    line(text) {
      lines.push(text);
      size += text.length;
      if (size >= HIGH_WATER) flush();
      else if (timer === undefined) {
        timer = setTimeout(flush, FLUSH_EVERY_MS);
        timer.unref?.();
      }
    },
    flush,
  };
}

export const consoleLog: LogWriter = { line: (text) => console.log(text), flush: () => undefined };
