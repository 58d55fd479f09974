import { execFileSync } from 'node:child_process';
import { repoRoot } from '../../apps/server/src/config.ts';

/** Runs the documented operator CLI (`npm run admin -- …`) against the e2e database. */
export function admin(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    encoding: 'utf8',
  });
}
