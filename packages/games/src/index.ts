// Pure game engines (no I/O, no clock) arrive with the games issue: see ../../shared/design/ARCHITECTURE.md, Games.
export const ENGINES: readonly string[] = [];
