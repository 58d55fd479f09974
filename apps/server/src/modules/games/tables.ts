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
};

export type BigWinsTable = {
  id: Generated<bigint>;
  player_masked: string;
  game_code: string;
  prize: Money;
  won_at: Timestamp;
};

export type GamesTables = {
  vendors: VendorsTable;
  games: GamesTable;
  big_wins: BigWinsTable;
};
