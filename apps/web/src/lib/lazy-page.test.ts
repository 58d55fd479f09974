import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Xin chào ${name}`);

function render(node: ReturnType<typeof createElement>): string {
  return renderToString(createElement(Suspense, { fallback: 'loading' }, node));
}

describe('lazyPage', () => {
  it('fetches its chunk once, whether preloaded first or rendered first', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { default: Greeting };
    });
    await Promise.all([Page.preload(), Page.preload()]);
    render(createElement(Page, { name: 'An' }));
    expect(loads).toBe(1);
  });

  it('renders the page at once when its chunk is already there', async () => {
    const Page = lazyPage(async () => ({ default: Greeting }));
    await Page.preload();
    expect(render(createElement(Page, { name: 'An' }))).toContain('Xin chào An');
  });

  it('shows the fallback while its chunk is on its way', () => {
    const Page = lazyPage(() => new Promise<{ default: typeof Greeting }>(() => {}));
    expect(render(createElement(Page, { name: 'An' }))).toContain('loading');
  });
});

describe('every lazily loaded part has the 120-s limit', () => {
  it("no module calls React's lazy() itself: parts go through lazyChunk, pages through lazyPage", async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(__dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('lazy-page.ts'),
    );
    const callers = files.filter((file) => /(^|[^\w.])lazy\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(callers).toEqual([]);
  });
});
