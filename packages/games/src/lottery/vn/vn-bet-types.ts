/**
 * Every bet type, named by the prize(s) and digits it settles on. "Đầu" alone means different things on
 * different sites (the 8th prize in the South, the 7th prize's numbers, the first digit of a number…);
 * here it is only ever `dau_special_tens`, the tens digit of the special prize's last two digits.
 */
export const VN_BET_TYPES = [
  'lo_2_digits',
  'lo_3_digits',
  'de_special_last_2',
  'de_special_first_2',
  'de_first_prize_last_2',
  'dau_special_tens',
  'duoi_special_units',
  'ba_cang_special_last_3',
  'xien_2',
  'xien_3',
  'xien_4',
  'lo_truot_4',
  'lo_truot_5',
  'lo_truot_6',
  'lo_truot_7',
  'lo_truot_8',
  'lo_truot_9',
  'lo_truot_10',
] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];

/**
 * How a type pays. `per_occurrence`: every chosen number is its own sub-bet of `points` and pays once per
 * time it appears among the settled numbers. `each_number`: the same, but at most once (one settled
 * number). `all_present` (xiên): one bet on the set, paid once if every number appears at least once.
 * `none_present` (lô trượt): one bet on the set, paid once if no number appears.
 */
export type VnBetRule = 'per_occurrence' | 'each_number' | 'all_present' | 'none_present';

export interface VnBetTypeInfo {
  type: VnBetType;
  rule: VnBetRule;
  /** Digits per chosen number ('07' has 2, '7' for đầu/đuôi has 1). */
  digits: 1 | 2 | 3;
  /** How many (different) numbers one bet carries. */
  minNumbers: number;
  maxNumbers: number;
  vi: { name: string; description: string };
  en: { name: string; description: string };
}

function single(
  type: VnBetType,
  rule: 'per_occurrence' | 'each_number',
  digits: 1 | 2 | 3,
  vi: VnBetTypeInfo['vi'],
  en: VnBetTypeInfo['en'],
): VnBetTypeInfo {
  return { type, rule, digits, minNumbers: 1, maxNumbers: 10 ** digits, vi, en };
}

function xien(size: 2 | 3 | 4): VnBetTypeInfo {
  return {
    type: `xien_${size}`,
    rule: 'all_present',
    digits: 2,
    minNumbers: size,
    maxNumbers: size,
    vi: {
      name: `Xiên ${size}`,
      description: `Chọn ${size} số 2 chữ số khác nhau; thắng khi cả ${size} số đều có trong 2 số cuối của các giải (lô 2 số) ít nhất một lần; trả một lần.`,
    },
    en: {
      name: `Parlay of ${size}`,
      description: `${size} different two-digit numbers; wins if every one appears at least once among the last two digits of every prize (the lô 2 số numbers); paid once.`,
    },
  };
}

function truot(size: 4 | 5 | 6 | 7 | 8 | 9 | 10): VnBetTypeInfo {
  return {
    type: `lo_truot_${size}`,
    rule: 'none_present',
    digits: 2,
    minNumbers: size,
    maxNumbers: size,
    vi: {
      name: `Lô trượt ${size}`,
      description: `Chọn ${size} số 2 chữ số khác nhau; thắng khi không số nào có trong 2 số cuối của các giải (lô 2 số); trả một lần.`,
    },
    en: {
      name: `Miss ${size}`,
      description: `${size} different two-digit numbers; wins if none appears among the last two digits of every prize (the lô 2 số numbers); paid once.`,
    },
  };
}

/** The UI's rule text, VI and EN, and the shape of each type's bet. */
export const VN_BET_TYPE_INFO: Readonly<Record<VnBetType, VnBetTypeInfo>> = {
  lo_2_digits: single(
    'lo_2_digits',
    'per_occurrence',
    2,
    {
      name: 'Lô 2 số',
      description:
        '2 số cuối của mọi giải (27 giải miền Bắc, 18 giải miền Nam/Trung); trả theo số lần về: về 3 lần ăn 3 lần.',
    },
    {
      name: 'Lô, 2 digits',
      description:
        'The last two digits of every prize (27 North, 18 South/Central); paid per occurrence: 3 appearances pay 3 times.',
    },
  ),
  lo_3_digits: single(
    'lo_3_digits',
    'per_occurrence',
    3,
    {
      name: 'Lô 3 số',
      description:
        '3 số cuối của mọi giải có từ 3 chữ số (23 giải miền Bắc, 17 giải miền Nam/Trung); trả theo số lần về.',
    },
    {
      name: 'Lô, 3 digits',
      description:
        'The last three digits of every prize of 3 or more digits (23 North, 17 South/Central); paid per occurrence.',
    },
  ),
  de_special_last_2: single(
    'de_special_last_2',
    'each_number',
    2,
    { name: 'Đề đặc biệt', description: '2 số cuối của giải đặc biệt.' },
    { name: 'Đề, special prize', description: 'The last two digits of the special prize.' },
  ),
  de_special_first_2: single(
    'de_special_first_2',
    'each_number',
    2,
    { name: 'Đề đầu đặc biệt', description: '2 số ĐẦU TIÊN (bên trái) của giải đặc biệt.' },
    { name: 'Đề, special prize front', description: 'The FIRST (leftmost) two digits of the special prize.' },
  ),
  de_first_prize_last_2: single(
    'de_first_prize_last_2',
    'each_number',
    2,
    { name: 'Đề giải nhất', description: '2 số cuối của giải nhất.' },
    { name: 'Đề, first prize', description: 'The last two digits of the first prize.' },
  ),
  dau_special_tens: single(
    'dau_special_tens',
    'each_number',
    1,
    {
      name: 'Đầu (giải đặc biệt)',
      description: 'Chữ số hàng chục của 2 số cuối giải đặc biệt (đặc biệt …29 → đầu 2).',
    },
    {
      name: 'Head (special prize)',
      description: "The tens digit of the special prize's last two digits (special …29 → head 2).",
    },
  ),
  duoi_special_units: single(
    'duoi_special_units',
    'each_number',
    1,
    {
      name: 'Đuôi (giải đặc biệt)',
      description: 'Chữ số hàng đơn vị của 2 số cuối giải đặc biệt (đặc biệt …29 → đuôi 9).',
    },
    {
      name: 'Tail (special prize)',
      description: "The units digit of the special prize's last two digits (special …29 → tail 9).",
    },
  ),
  ba_cang_special_last_3: single(
    'ba_cang_special_last_3',
    'each_number',
    3,
    { name: 'Ba càng', description: '3 số cuối của giải đặc biệt.' },
    { name: 'Three digits (special prize)', description: 'The last three digits of the special prize.' },
  ),
  xien_2: xien(2),
  xien_3: xien(3),
  xien_4: xien(4),
  lo_truot_4: truot(4),
  lo_truot_5: truot(5),
  lo_truot_6: truot(6),
  lo_truot_7: truot(7),
  lo_truot_8: truot(8),
  lo_truot_9: truot(9),
  lo_truot_10: truot(10),
};
