// The in-house sportsbook (issue 34; docs/games/sports.md, docs/decisions.md "The sportsbook"): the feed's message
// model and its consumer, the local feed that simulates matches, and (to come) bets, settlement and the screens.
export { type LocalFeed, startLocalFeed } from './feed/local/clock.ts';
export type { SportsTables } from './tables.ts';
