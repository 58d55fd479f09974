import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems (range 3, margin 1)', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first and last page and three around the current one', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('has nothing to show without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
