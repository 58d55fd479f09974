/**
 * Crash injection for the recovery tests: a test starts the real server with CRASH_AT=<step> and the process
 * kills itself (SIGKILL, no clean-up, like a power cut) when it reaches that step; restarted without it, the
 * server must finish or undo the work by itself. Off unless configured; production refuses CRASH_AT (config.ts).
 */
let armed: string | undefined;

export function armCrashPoint(step: string | undefined): void {
  armed = step;
}

export function crashPoint(step: string): void {
  if (armed === step) process.kill(process.pid, 'SIGKILL');
}
