// The lotteries (issue 15): pure engines, one folder per kind — vn/ the Vietnamese lottery of all three regions
// (official results or fast in-house draws), fast/ the fast in-house lotteries (5D, 3D, keno, 10-car racing, 4D),
// kinds/ those fast engines as slip lines of numbers and points, as the lottery module plays them.
export * from './fast/index.ts';
export * from './kinds/index.ts';
export { kindBetTypeRates, type LotteryBetTypeRates, vnBetTypeRates } from './rates.ts';
export * from './vn/index.ts';
