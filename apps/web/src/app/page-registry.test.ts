import { describe, expect, it } from 'vitest';
import { pagePathOfHash } from './page-registry';

describe('pagePathOfHash', () => {
  it('reads the page path of a hash address, without its query', () => {
    expect(pagePathOfHash('')).toBe('/');
    expect(pagePathOfHash('#/')).toBe('/');
    expect(pagePathOfHash('#/pages/quote/stock?key=US:AAPL')).toBe('/pages/quote/stock');
    expect(pagePathOfHash('#/pages/main/market/index/')).toBe('/pages/main/market/index');
  });

  it('follows an alias to the page it shows', () => {
    expect(pagePathOfHash('#/pages/main/home/index')).toBe('/');
  });
});
