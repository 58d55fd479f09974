import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T = unknown> = ColumnType<T, string | undefined, string>;
type NullableJson<T = unknown> = ColumnType<T | null, string | null | undefined, string | null>;

export type SportLeaguesTable = {
  code: string;
  sport: 'football' | 'basketball' | 'tennis' | 'moba' | 'shooter';
  name_vi: string;
  name_en: string;
  sort: ColumnType<number, number | undefined, number>;
};

export type SportFixturesTable = {
  id: Generated<bigint>;
  producer: string;
  feed_id: string;
  league: string;
  home: string;
  away: string;
  starts_at: Timestamp;
  status: ColumnType<'not_started' | 'live' | 'ended' | 'closed' | 'cancelled', string | undefined, string>;
  state: Json;
  model: NullableJson;
  updated_at: Timestamp;
};

export type SportMarketsTable = {
  fixture_id: bigint;
  key: string;
  status: ColumnType<'active' | 'suspended' | 'settled' | 'cancelled', string | undefined, string>;
  odds: Json<Record<string, number>>;
  outcomes: NullableJson<Record<string, string>>;
  version: ColumnType<bigint, bigint | undefined, bigint>;
  stopped_at: NullableTimestamp;
  updated_at: Timestamp;
};

export type SportFeedProducersTable = {
  producer: string;
  applied_seq: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  alive_at: NullableTimestamp;
  down: ColumnType<boolean, boolean | undefined, boolean>;
};

export type SportFeedOutboxTable = {
  producer: string;
  seq: ColumnType<bigint, bigint | number, bigint | number>;
  message: Json;
  created_at: Timestamp;
};

export type SportLocalMatchesTable = {
  feed_id: string;
  seed: string;
  starts_at: Timestamp;
  sent_ms: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  ended: ColumnType<boolean, boolean | undefined, boolean>;
};

export type SportBetsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  request_id: string;
  game_code: string;
  kind: 'single' | 'parlay';
  stake: bigint;
  accept: 'any' | 'better' | 'none';
  status: ColumnType<
    'pending' | 'open' | 'settled' | 'rejected' | 'cashed_out' | 'cancelled',
    string | undefined,
    string
  >;
  reject_code: string | null;
  payout: bigint | null;
  placed_at: Timestamp;
  decides_at: Timestamp;
  accepted_at: NullableTimestamp;
  settled_at: NullableTimestamp;
};

export type SportBetLegsTable = {
  bet_id: bigint;
  leg_no: number;
  fixture_id: bigint;
  market_key: string;
  selection: string;
  odds: number;
  version: bigint;
  result: string | null;
};

export type SportBetSettlementsTable = {
  bet_id: bigint;
  message: string;
  kind: 'settle' | 'cancel' | 'rollback_settle' | 'rollback_cancel' | 'cash_out';
  amount: bigint;
  created_at: Timestamp;
};

export type SportsTables = {
  sport_leagues: SportLeaguesTable;
  sport_fixtures: SportFixturesTable;
  sport_markets: SportMarketsTable;
  sport_feed_producers: SportFeedProducersTable;
  sport_feed_outbox: SportFeedOutboxTable;
  sport_local_matches: SportLocalMatchesTable;
  sport_bets: SportBetsTable;
  sport_bet_legs: SportBetLegsTable;
  sport_bet_settlements: SportBetSettlementsTable;
};
