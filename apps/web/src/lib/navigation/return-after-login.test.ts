import { describe, expect, it } from 'vitest';
import { authUrlReturningTo, returnTargetOf, safeReturn } from './return-after-login';

describe('return after login (issue 19 item 4)', () => {
  it('returns to the page that asked, with its query', () => {
    expect(safeReturn('/pages/quote/stock?key=US:AAPL')).toBe('/pages/quote/stock?key=US:AAPL');
    expect(authUrlReturningTo('/pages/auth/login', '/pages/quote/stock?key=US:AAPL')).toBe(
      '/pages/auth/login?redirect=%2Fpages%2Fquote%2Fstock%3Fkey%3DUS%3AAAPL',
    );
    expect(
      returnTargetOf('/pages/auth/login?redirect=%2Fpages%2Fquote%2Fstock%3Fkey%3DUS%3AAAPL'),
    ).toBe('/pages/quote/stock?key=US:AAPL');
  });

  it('reads no target from a route without one', () => {
    expect(returnTargetOf('/pages/auth/login')).toBeNull();
  });

  it('never leaves the app or loops through an auth page', () => {
    expect(safeReturn('//evil.example/pages/main/profile/index')).toBeNull();
    expect(safeReturn('https://evil.example/')).toBeNull();
    expect(safeReturn('/\\evil.example')).toBeNull();
    expect(safeReturn('/pages/auth/login')).toBeNull();
    expect(safeReturn('/pages/auth/register?redirect=%2F')).toBeNull();
    expect(safeReturn('/not/a/page')).toBeNull();
    expect(authUrlReturningTo('/pages/auth/login', '/pages/auth/register')).toBe(
      '/pages/auth/login',
    );
  });
});
