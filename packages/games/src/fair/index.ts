export { type FairSeeds, fairSource, hashServerSeed } from './fair-source.ts';
export {
  type RandomSource,
  randomFloat,
  randomInt,
  randomPick,
  randomWeighted,
  shuffled,
} from './random.ts';
export { seededSource } from './seeded.ts';
