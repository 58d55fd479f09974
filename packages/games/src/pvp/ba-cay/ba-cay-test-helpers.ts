import { InstantGameError } from '../../instant/shared/errors.ts';

/** Test helper: three card codes from 'AS 10H KD'. */
export const baCayHand = (codes: string): string[] => codes.split(' ');

/** Test helper: the InstantGameError code a call throws ('none' if it returns, 'other' for another error). */
export function baCayErrorCode(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (error) {
    return error instanceof InstantGameError ? error.code : 'other';
  }
}
