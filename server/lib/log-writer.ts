/**
 * The request log's writer as the server runs it: lines gathered in memory and written to standard output in
 * one piece every 100 ms, or sooner once 64 KiB are waiting. One write a line (console.log) cost more than
 * answering a kept read: under 50 connections it was half the server's time, and a write a line to a buffered
 * sink still a fifth. A line can reach the log up to
 * 100 ms after its request; the shutdown hooks write what is left, and errors are still written at once
 * (console.error), after the lines before them.
 */

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

/** Each line at once, through console.log: the in-process tests' writer, and the default. */
export const consoleLog: LogWriter = { line: (text) => console.log(text), flush: () => undefined };
