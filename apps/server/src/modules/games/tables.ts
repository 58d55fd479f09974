import type { GameCategory } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Categories a vendor is stored with; ESPORTS is derived from the merchant's esports vendor list. */
export type VendorCategory = Exclude<GameCategory, 'ESPORTS'>;

type Money = ColumnType<bigint, bigint | string, bigint | string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type VendorsTable = {
  vassalage: string;
  name: string;
  category: VendorCategory;
  account_type_name: string;
  is_hot: Generated<boolean>;
  is_game: string | null;
  sort: Generated<number>;
  active: Generated<boolean>;
  maintenance_until: NullableTimestamp;
  provider: string | null;
  created_at: Timestamp;
};

export type GamesTable = {
  id: Generated<bigint>;
  code: string;
  vassalage: string;
  category: VendorCategory;
  name_vi: string;
  name_en: string;
  search_text: string;
  node_id: string;
  default_play_type: string | null;
  is_game: string | null;
  is_hot: Generated<boolean>;
  min_bet: Money;
  support_play: Generated<boolean>;
  popularity: Generated<number>;
  sort: Generated<number>;
  active: Generated<boolean>;
  maintenance_until: NullableTimestamp;
  created_at: Timestamp;
  /** When players could first play it (the new-games list); the row's creation time unless set. */
  released_at: Timestamp;
};

export type BigWinsTable = {
  id: Generated<bigint>;
  player_masked: string;
  game_code: string;
  prize: Money;
  won_at: Timestamp;
};

export type GameProvidersTable = {
  code: string;
  name: string;
  in_house: Generated<boolean>;
  wallet_key: string;
  launch_url: Generated<string>;
  active: Generated<boolean>;
  created_at: Timestamp;
};

export type GameSessionsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  provider: string;
  game_code: string;
  is_demo: boolean;
  language: 'vi' | 'en';
  launch_token_hash: Buffer;
  launch_expires_at: Timestamp;
  session_token_hash: Buffer | null;
  session_expires_at: NullableTimestamp;
  /** The site session it was launched from (null: opened by the server itself); it never outlives it (0043). */
  site_session_id: bigint | null;
  session_ends_by: NullableTimestamp;
  created_at: Timestamp;
};

export type RoundStatus = 'open' | 'settled' | 'cancelled';

export type GameRoundsTable = {
  id: Generated<bigint>;
  provider: string;
  provider_round_id: string;
  member_id: bigint;
  game_code: string;
  vassalage: string;
  category: VendorCategory;
  is_demo: boolean;
  status: Generated<RoundStatus>;
  stake: Generated<bigint>;
  win: Generated<bigint>;
  refunded: Generated<bigint>;
  balance_after: bigint | null;
  detail: unknown;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
};

export type WalletCallKind = 'debit' | 'credit' | 'rollback';

export type GameWalletCallsTable = {
  provider: string;
  transaction_id: string;
  kind: WalletCallKind;
  round_id: bigint | null;
  rolls_back: string | null;
  amount: Generated<bigint>;
  request_hash: Buffer;
  answer: unknown;
  created_at: Timestamp;
};

export type MemberFavouriteGamesTable = {
  member_id: bigint;
  game_code: string;
  created_at: Timestamp;
};

export type GamesTables = {
  member_favourite_games: MemberFavouriteGamesTable;
  vendors: VendorsTable;
  games: GamesTable;
  big_wins: BigWinsTable;
  game_providers: GameProvidersTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  game_wallet_calls: GameWalletCallsTable;
};
