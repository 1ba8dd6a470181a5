import { existsSync } from 'node:fs';
import { openDatabase } from '../db/client.ts';
import { migrationState, newerDatabaseMessage } from '../db/migrations.ts';
import {
  AdminAccountError,
  createAdmin,
  passwordProblem,
  resetAdminPassword,
  resetTwoStep,
} from '../services/admin-accounts.ts';
import { commandConfig, fail, runCommand } from './command.ts';
import { askHidden } from './hidden-input.ts';

const USAGE = `Usage: npm run admin -- create EMAIL
       npm run admin -- reset-password EMAIL
       npm run admin -- reset-2fa EMAIL
The password is asked for in the terminal (not shown), or read from the ADMIN_PASSWORD environment variable.
It is never taken from the command line, where the shell history and the process list would keep it.
reset-2fa removes the account's two-step sign-in, the app's key and its passkeys, for staff who lost every factor.`;

const COMMANDS = ['create', 'reset-password', 'reset-2fa'];

const [command, email, ...rest] = process.argv.slice(2);
if (command === '--help' || command === '-h') {
  console.log(USAGE);
  process.exit(0);
}
if (!command || !COMMANDS.includes(command) || !email) fail(USAGE);
if (rest.length > 0) fail(`Give only the e-mail; never put the password on the command line.\n${USAGE}`);

await runCommand(async () => {
  const config = commandConfig();
  if (!existsSync(config.databaseFile)) {
    fail(`There is no database at ${config.databaseFile} yet: start the server once (npm start) first.`);
  }
  const db = openDatabase(config.databaseFile, { migrate: false });
  try {
    // The server applies migrations; a command must not change the schema under a server of another build.
    const state = migrationState(db.raw);
    if (state.unknown.length > 0) fail(newerDatabaseMessage(config.databaseFile, state.unknown));
    if (state.pending.length > 0) {
      fail(`The database predates this build (${state.pending.join(', ')} not applied): start the server once first.`);
    }
    if (command === 'reset-2fa') {
      const reset = resetTwoStep(db, email);
      console.log(`Two-step sign-in of ${reset.email} is off; ${reset.sessionsEnded} signed-in session(s) ended.`);
      return;
    }
    const password = await choosePassword(config.admin.password, email);
    if (command === 'create') {
      const created = await createAdmin(db, email, password);
      console.log(`Created the admin ${created.email}. Sign in at ${config.publicUrl}/login.`);
    } else {
      const reset = await resetAdminPassword(db, email, password);
      console.log(`New password set for ${reset.email}; ${reset.sessionsEnded} signed-in session(s) ended.`);
    }
  } finally {
    db.raw.close();
  }
}, [AdminAccountError]);

async function choosePassword(fromEnvironment: string | undefined, address: string): Promise<string> {
  if (fromEnvironment !== undefined) {
    console.log('Using the password from ADMIN_PASSWORD.');
    return fromEnvironment;
  }
  if (!process.stdin.isTTY) {
    fail('No terminal to ask for the password in: set ADMIN_PASSWORD in the environment instead.');
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const password = await askHidden('New password (12 to 128 characters, not shown): ');
    const problem = passwordProblem(password, address);
    if (problem) {
      console.error(problem);
      continue;
    }
    if ((await askHidden('The same password again: ')) === password) return password;
    console.error('The two passwords differ.');
  }
  fail('No password set.');
}
