export {
  DEFAULT_PLINKO_CONFIG,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoConfig,
  type PlinkoRisk,
  type PlinkoTables,
  plinkoTable,
} from './plinko-config.ts';
export {
  dropPlinkoBall,
  type PlinkoBet,
  type PlinkoResult,
  playPlinko,
  settlePlinko,
  validatePlinkoBet,
} from './plinko-round.ts';
export { plinkoExactRtp, plinkoRtpTable } from './plinko-rtp.ts';
export { DEFAULT_PLINKO_TABLES } from './plinko-tables.ts';
export { validatePlinkoConfig } from './validate-plinko-config.ts';
