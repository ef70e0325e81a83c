import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleI18n } from '../test/console-i18n';
import { FeedTag } from './feed-tag';

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

const render = (language: string, amended: boolean) => {
  void i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FeedTag feed={{ source: 'file', ref: 'V-1001', amended }} testId="feed" />
    </I18nextProvider>,
  );
};

describe('the mark of an action that came from the feed', () => {
  it("names the feed and the vendor's id, and an amendment when the vendor changed the record", () => {
    expect(render('en', false)).toContain('Feed V-1001');
    expect(render('en', false)).not.toContain('Amended by the vendor');
    expect(render('en', true)).toContain('Amended by the vendor');
    expect(render('zh-Hans', true)).toContain('数据源 V-1001');
    expect(render('zh-Hans', true)).toContain('供应商已修改');
  });
});
