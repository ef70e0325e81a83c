import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './news-html.ts';

/**
 * Everything the console's news editor can write, as it writes it (its allow-list is this
 * sanitizer's: apps/admin/src/pages/news/news-body-extensions.test.ts holds the same string).
 */
const EVERY_CONSTRUCT =
  '<h3>What changes</h3><p>Deposits pause for <strong>one hour</strong>, <em>Sunday</em>.<br>Cards too.</p>' +
  '<ul><li><p>Card top-ups</p></li></ul><ol><li><p>Bank transfers</p></li></ol>' +
  '<p><a href="https://status.example.com/" rel="noopener noreferrer" target="_blank">status page</a></p>';

describe('sanitizeArticleHtml', () => {
  it("keeps everything the console's editor writes: what the operator saw is what customers get", () => {
    // The one difference is spelling: the sanitizer closes a line break as <br />.
    expect(sanitizeArticleHtml(EVERY_CONSTRUCT)).toBe(EVERY_CONSTRUCT.replace('<br>', '<br />'));
  });

  it('drops what the editor cannot write: other tags, attributes and URL schemes', () => {
    expect(
      sanitizeArticleHtml(
        '<h1>Big</h1><p style="color:red" onclick="x()">Text <img src="x"><a href="http://a.example">a</a>' +
          '<a href="javascript:alert(1)">b</a><a href="https://c.example" rel="nofollow" title="t">c</a></p>' +
          '<ol start="3"><li>n</li></ol><script>alert(1)</script>',
      ),
    ).toBe(
      // A dropped tag's text stays (discard mode): the h1's words become loose text.
      'Big<p>Text <a rel="noopener noreferrer" target="_blank">a</a><a rel="noopener noreferrer" target="_blank">b</a>' +
        '<a href="https://c.example" rel="noopener noreferrer" target="_blank">c</a></p><ol><li>n</li></ol>',
    );
  });
});
