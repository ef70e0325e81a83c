import { describe, expect, it } from 'vitest';
import { platformPageRoute, resolveWebviewTarget } from './webview-target';

const APP = 'https://app.example.com';
const LISTED = ['https://help.example.net', 'http://127.0.0.1:8080'];

describe('resolveWebviewTarget', () => {
  it("allows the app's own pages, relative or absolute", () => {
    expect(resolveWebviewTarget('/legal/agreement.html#de', APP, [])).toEqual({
      kind: 'allowed',
      src: 'https://app.example.com/legal/agreement.html#de',
      ownOrigin: true,
    });
    expect(resolveWebviewTarget(`${APP}/legal/privacy.html`, APP, []).kind).toBe('allowed');
  });

  it('allows a listed origin and nothing that only looks like it', () => {
    expect(resolveWebviewTarget('https://help.example.net/chat?id=1', APP, LISTED)).toEqual({
      kind: 'allowed',
      src: 'https://help.example.net/chat?id=1',
      ownOrigin: false,
    });
    expect(resolveWebviewTarget('http://127.0.0.1:8080/x', APP, LISTED).kind).toBe('allowed');
    for (const url of [
      'https://help.example.net.evil.com/',
      'http://help.example.net/',
      'https://127.0.0.1:8080/',
      'https://evil.com/?https://help.example.net',
      '//evil.com/legal/agreement.html',
    ])
      expect(resolveWebviewTarget(url, APP, LISTED)).toEqual({ kind: 'refused', reason: 'origin' });
  });

  it('refuses script and data addresses, and says when no address was given', () => {
    expect(resolveWebviewTarget('javascript:alert(1)', APP, LISTED).kind).toBe('refused');
    expect(resolveWebviewTarget('data:text/html,<b>x</b>', APP, LISTED).kind).toBe('refused');
    expect(resolveWebviewTarget(undefined, APP, LISTED)).toEqual({
      kind: 'refused',
      reason: 'missing',
    });
    expect(resolveWebviewTarget('  ', APP, LISTED)).toEqual({ kind: 'refused', reason: 'missing' });
  });

  it('ignores a malformed entry in the list instead of failing', () => {
    expect(
      resolveWebviewTarget('https://help.example.net/', APP, ['not a url', LISTED[0] ?? '']).kind,
    ).toBe('allowed');
  });
});

describe('platformPageRoute', () => {
  it('opens the document in the web view in the reader’s language', () => {
    const route = platformPageRoute('agreement', 'zh-Hans', 'User Agreement');
    const query = new URLSearchParams(route.split('?').slice(1).join('?'));
    expect(route.startsWith('/pages/webview/index?')).toBe(true);
    expect(query.get('url')).toBe('/legal/agreement.html#zh-Hans');
    expect(query.get('title')).toBe('User Agreement');
  });
});
