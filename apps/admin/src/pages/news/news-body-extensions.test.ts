// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_EXTENSIONS, isHttpsUrl } from './news-body-extensions';

/**
 * Everything the editor can write, as it writes it. The server's news-html.test.ts runs the
 * same string through the customers' sanitizer and gets it back unchanged.
 */
const EVERY_CONSTRUCT =
  '<h3>What changes</h3><p>Deposits pause for <strong>one hour</strong>, <em>Sunday</em>.<br>Cards too.</p>' +
  '<ul><li><p>Card top-ups</p></li></ul><ol><li><p>Bank transfers</p></li></ol>' +
  '<p><a href="https://status.example.com/" rel="noopener noreferrer" target="_blank">status page</a></p>';

/** The sanitizer's allow-list (apps/server/src/modules/news/news-html.ts). */
const ALLOWED_TAGS = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a']);

let editor: Editor | undefined;
const written = (content: string) => {
  editor = new Editor({ extensions: ARTICLE_EXTENSIONS, content });
  return editor.getHTML();
};
afterEach(() => editor?.destroy());

/** Every tag and attribute in some HTML, read by the browser's parser. */
const inventory = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return [...root.querySelectorAll('*')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: element.getAttributeNames().sort(),
  }));
};

describe('the news body editor writes only what the customers sanitizer keeps', () => {
  it('keeps every allowed construct exactly', () => {
    expect(written(EVERY_CONSTRUCT)).toBe(EVERY_CONSTRUCT);
  });

  it('drops or unwraps what customers would never see: other headings, styles, images, scripts, unsafe links', () => {
    const html = written(
      '<h1>Big</h1><h2>Bigger</h2><blockquote><p>Quote</p></blockquote>' +
        '<p style="color:red"><span class="x">Styled</span> <img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">script</a> <a href="http://plain.example.com">plain</a> ' +
        '<a href="https://ok.example.com" title="t" rel="nofollow" class="c">ok</a> ' +
        '<u>under</u> <s>struck</s> <code>code</code> <b>b</b> <i>i</i></p>' +
        '<ol start="3" type="a"><li>third</li></ol><table><tr><td>cell</td></tr></table>' +
        '<script>alert(1)</script><hr>',
    );
    expect(html).toBe(
      '<p>Big</p><p>Bigger</p><p>Quote</p><p>Styled script plain ' +
        '<a href="https://ok.example.com" rel="noopener noreferrer" target="_blank">ok</a> ' +
        'under struck code <strong>b</strong> <em>i</em></p>' +
        '<ol><li><p>third</p></li></ol><p>cell</p>',
    );
    for (const { tag, attributes } of inventory(html)) {
      expect(ALLOWED_TAGS).toContain(tag);
      expect(attributes).toEqual(tag === 'a' ? ['href', 'rel', 'target'] : []);
    }
  });

  it('an empty editor is empty, not an empty paragraph', () => {
    written('');
    expect(editor?.isEmpty).toBe(true);
  });
});

describe('isHttpsUrl', () => {
  it('accepts https addresses only', () => {
    expect(isHttpsUrl('https://status.example.com/x?y=1')).toBe(true);
    expect(isHttpsUrl('HTTPS://status.example.com')).toBe(true);
    for (const refused of [
      'http://status.example.com',
      'javascript:alert(1)',
      '//status.example.com',
      'status.example.com',
      'https://',
      'mailto:a@example.com',
    ])
      expect(isHttpsUrl(refused), refused).toBe(false);
  });
});
