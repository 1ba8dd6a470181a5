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
