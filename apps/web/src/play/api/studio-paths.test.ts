import { CRASH_API, LANGUAGE_HEADER, STUDIO_API } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { CRASH_PATHS, LANGUAGE_HEADER as PLAY_LANGUAGE_HEADER, STUDIO_PATHS } from './studio-paths';

describe('the game client’s copy of the studio paths', () => {
  it('names every path the contract names, the same way', () => {
    const { round, ...paths } = STUDIO_PATHS;
    const { round: contractRound, ...contractPaths } = STUDIO_API;
    expect(paths).toEqual(contractPaths);
    expect(round('12 3')).toBe(contractRound('12 3'));
    expect(PLAY_LANGUAGE_HEADER).toBe(LANGUAGE_HEADER);
    expect(CRASH_PATHS).toEqual(CRASH_API);
  });
});
