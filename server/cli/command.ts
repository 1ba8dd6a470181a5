import { parseArgs } from 'node:util';
import { type Config, ConfigError, readConfig } from '../config.ts';

/** What the maintainer commands share: the configuration, and failing with one clear line and exit code 1. */

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The same settings the server reads (DATA_DIR above all), so a command works on the server's database. */
export function commandConfig(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
}

/** Turns the expected errors of a command into one line; anything else is a bug and keeps its stack. */
export async function runCommand(main: () => void | Promise<void>, expected: (new (...args: never[]) => Error)[]) {
  try {
    await main();
  } catch (error) {
    if (expected.some((type) => error instanceof type)) fail((error as Error).message);
    throw error;
  }
}

/**
 * The one FILE argument of a command that takes a file (restore, db:big). `--help` prints the usage and gives
 * undefined, so the command ends there; anything else than exactly one file fails with the usage.
 */
export function fileArgument(usage: string): string | undefined {
  try {
    const { values, positionals } = parseArgs({
      options: { help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    if (values.help) {
      console.log(usage);
      return undefined;
    }
    if (positionals.length !== 1) fail(usage);
    return positionals[0] as string;
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
}
