import type { VnResult } from './vn-result.ts';
import type { VnWeekday } from './vn-rota.ts';

/** A published official draw, copied digit for digit, with where it was read. */
export interface RealDraw {
  date: string;
  weekday: VnWeekday;
  province: string;
  source: string;
  result: VnResult;
}

const XSMB_DATASET =
  'github.com/khiemdoan/vietnam-lottery-xsmb-analysis data/xsmb.csv (crawled daily from xoso.com.vn/xsmb-DD-MM-YYYY.html; the CSV drops leading zeros, restored here)';

/** Miền Bắc, Friday 11/09/2026 (host station Hải Phòng). */
export const NORTH_2026_09_11: RealDraw = {
  date: '2026-09-11',
  weekday: 'friday',
  province: 'Hải Phòng',
  source: XSMB_DATASET,
  result: {
    region: 'north',
    prizes: {
      special: ['29352'],
      first: ['76083'],
      second: ['08590', '75553'],
      third: ['88200', '79039', '18954', '69147', '63705', '52097'],
      fourth: ['3999', '8383', '3002', '5031'],
      fifth: ['2110', '3571', '3864', '5633', '0008', '2974'],
      sixth: ['827', '083', '875'],
      seventh: ['00', '41', '89', '12'],
    },
  },
};

/** Miền Bắc, Tuesday 15/09/2026 (host station Quảng Ninh). */
export const NORTH_2026_09_15: RealDraw = {
  date: '2026-09-15',
  weekday: 'tuesday',
  province: 'Quảng Ninh',
  source: XSMB_DATASET,
  result: {
    region: 'north',
    prizes: {
      special: ['31429'],
      first: ['56141'],
      second: ['63539', '52989'],
      third: ['87180', '30479', '53919', '09896', '01566', '70239'],
      fourth: ['5782', '5790', '0227', '0122'],
      fifth: ['1322', '7963', '3404', '1478', '1458', '8914'],
      sixth: ['719', '652', '339'],
      seventh: ['27', '15', '44', '13'],
    },
  },
};

/** Miền Nam, Tiền Giang, Sunday 27/09/2026. */
export const SOUTH_TIEN_GIANG_2026_09_27: RealDraw = {
  date: '2026-09-27',
  weekday: 'sunday',
  province: 'Tiền Giang',
  source:
    'github.com/Thienlee86/du-bao-xsmn data/tien-giang-latest.json (drawDate 2026-09-27, read from minhngoc.net.vn/ket-qua-xo-so/mien-nam/tien-giang.html)',
  result: {
    region: 'south',
    prizes: {
      eighth: ['43'],
      seventh: ['189'],
      sixth: ['1474', '3228', '9901'],
      fifth: ['0218'],
      fourth: ['47008', '70443', '97286', '11585', '71079', '20755', '50315'],
      third: ['31815', '65401'],
      second: ['70796'],
      first: ['26392'],
      special: ['240624'],
    },
  },
};

/** Miền Trung, Đà Nẵng, Wednesday 08/04/2026. */
export const CENTRAL_DA_NANG_2026_04_08: RealDraw = {
  date: '2026-04-08',
  weekday: 'wednesday',
  province: 'Đà Nẵng',
  source:
    'github.com/tuanseo5t-alt/xsmn-xsmt data/xsmt/xsmt.csv (crawled from minhngoc.net.vn/kqxs/mien-trung/DD-MM-YYYY.html; the Đà Nẵng sheet first listed on 2026-04-08, a Wednesday draw day)',
  result: {
    region: 'central',
    prizes: {
      eighth: ['35'],
      seventh: ['678'],
      sixth: ['1574', '4984', '6022'],
      fifth: ['5767'],
      fourth: ['75023', '10802', '25302', '11923', '03462', '53268', '26717'],
      third: ['60459', '46165'],
      second: ['96422'],
      first: ['87078'],
      special: ['765097'],
    },
  },
};

/** Miền Nam, An Giang, Thursday 20/08/2026: seven giải tư numbers, as every South sheet has. */
export const SOUTH_AN_GIANG_2026_08_20: RealDraw = {
  date: '2026-08-20',
  weekday: 'thursday',
  province: 'An Giang',
  source:
    'github.com/Thienlee86/du-bao-xsmn data/an-giang-latest.json (drawDate 2026-08-20, from minhngoc.net.vn/ket-qua-xo-so/mien-nam/an-giang.html), the same digits in github.com/tuanseo5t-alt/xsmn-xsmt data/xsmn/xsmn.csv',
  result: {
    region: 'south',
    prizes: {
      eighth: ['54'],
      seventh: ['516'],
      sixth: ['9670', '9023', '3404'],
      fifth: ['1635'],
      fourth: ['90111', '32541', '20491', '71417', '32217', '57371', '15096'],
      third: ['52640', '02439'],
      second: ['44895'],
      first: ['89516'],
      special: ['510332'],
    },
  },
};

/** Miền Trung, Quảng Trị, Thursday 20/08/2026. */
export const CENTRAL_QUANG_TRI_2026_08_20: RealDraw = {
  date: '2026-08-20',
  weekday: 'thursday',
  province: 'Quảng Trị',
  source:
    'github.com/tuanseo5t-alt/xsmn-xsmt data/xsmt/xsmt.csv (crawled from minhngoc.net.vn; first listed on 2026-08-21 with the other Thursday provinces, Bình Định and Quảng Bình)',
  result: {
    region: 'central',
    prizes: {
      eighth: ['16'],
      seventh: ['756'],
      sixth: ['4761', '9258', '3032'],
      fifth: ['4080'],
      fourth: ['89620', '80257', '76428', '03531', '47367', '75567', '60247'],
      third: ['95938', '07625'],
      second: ['74859'],
      first: ['92090'],
      special: ['560658'],
    },
  },
};

export const REAL_DRAWS: readonly RealDraw[] = [
  NORTH_2026_09_11,
  NORTH_2026_09_15,
  SOUTH_TIEN_GIANG_2026_09_27,
  CENTRAL_DA_NANG_2026_04_08,
  SOUTH_AN_GIANG_2026_08_20,
  CENTRAL_QUANG_TRI_2026_08_20,
];
