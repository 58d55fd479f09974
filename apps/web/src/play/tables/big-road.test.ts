import { describe, expect, it } from 'vitest';
import { bigRoad, type RoadResult } from './big-road';

const road = (letters: string) =>
  bigRoad(
    [...letters].map((c, i) => ({
      result: (c === 'B' ? 'banker' : c === 'P' ? 'player' : 'tie') as RoadResult,
      roundNo: i,
    })),
  ).map(
    (cell) =>
      `${cell.winner === 'banker' ? 'B' : cell.winner === 'player' ? 'P' : '-'}${cell.col}${cell.row}${cell.ties ? `+${cell.ties}` : ''}`,
  );

describe('big road', () => {
  it('puts a streak down a column and a new side in the next column', () => {
    expect(road('BBPPPB')).toEqual(['B00', 'B01', 'P10', 'P11', 'P12', 'B20']);
  });

  it('marks a tie on the cell before it, and gives ties before any winner a cell the first winner takes', () => {
    expect(road('BTTP')).toEqual(['B00+2', 'P10']);
    expect(road('TBB')).toEqual(['B00+1', 'B01']);
    expect(road('T')).toEqual(['-00+1']);
  });

  it('turns a streak longer than six right along the bottom row (the dragon tail)', () => {
    expect(road('BBBBBBBB')).toEqual(['B00', 'B01', 'B02', 'B03', 'B04', 'B05', 'B15', 'B25']);
  });

  it('turns a streak right when an earlier tail blocks its column', () => {
    // a long banker streak tails along row 5 through columns 1 and 2; the player streak in column 1 stops above it
    // and turns along row 4; the next banker streak starts in column 2, above both tails, and turns at row 3
    expect(road('BBBBBBBBPPPPPPBBBBB')).toEqual([
      'B00',
      'B01',
      'B02',
      'B03',
      'B04',
      'B05',
      'B15',
      'B25',
      'P10',
      'P11',
      'P12',
      'P13',
      'P14',
      'P24',
      'B20',
      'B21',
      'B22',
      'B23',
      'B33',
    ]);
  });
});
