import { parseArgs } from 'node:util';
import { type Config, ConfigError, readConfig } from '../config.ts';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// DATA_DIR above all, so a command works on the server's database.
export function commandConfig(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
}

export async function runCommand(main: () => void | Promise<void>, expected: (new (...args: never[]) => Error)[]) {
  try {
    await main();
  } catch (error) {
    if (expected.some((type) => error instanceof type)) fail((error as Error).message);
    throw error;
  }
}

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
