import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { RandomSource } from './random.ts';

/**
 * Provably fair randomness: the words of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`),
 * eight 32-bit big-endian words per digest, the cursor counting digests from 0. The server commits to
 * SHA-256(serverSeed) before play; once the seed is rotated anyone can recompute every round with this
 * function (the browser's verification page imports this same file). Synchronous and dependency-light
 * (@noble/hashes), so engines stay pure and run the same in Node and the browser.
 */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function fairSource({
  serverSeed,
  clientSeed,
  nonce,
}: FairSeeds): RandomSource & { readonly used: number } {
  const key = utf8ToBytes(serverSeed);
  let cursor = 0;
  let words: DataView | null = null;
  let index = 8;
  let used = 0;
  return {
    get used() {
      return used;
    },
    nextUint32() {
      if (index === 8) {
        const digest = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`));
        words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
        cursor += 1;
        index = 0;
      }
      used += 1;
      const word = (words as DataView).getUint32(index * 4, false);
      index += 1;
      return word;
    },
  };
}

/** The commitment shown before play: hex SHA-256 of the server seed. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}
