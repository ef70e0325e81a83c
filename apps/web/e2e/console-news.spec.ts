import { expect, test, type Locator } from '@playwright/test';
import { openConsoleAsAdmin, openRoute, snap } from './helpers';
import { confirmDecision } from './decision-dialog';

/**
 * Issue 28, items 12 (news part) and 14 (article renderer part): an operator writes an article
 * with the console's rich-text editor instead of raw HTML; the preview shows it with the
 * customer app's article styles (one renderer, shared by both apps); the customer reads the
 * same structure. The console at desktop size, the customer at phone size.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

/** The block structure of an article body and its marks: what the operator wrote, by tag. */
const structureOf = (body: Locator) =>
  body.evaluate((element) => ({
    blocks: [...element.children].map((child) => child.tagName.toLowerCase()),
    heading: element.querySelector('h3')?.textContent,
    bold: element.querySelector('p strong')?.textContent,
    items: [...element.querySelectorAll('ul > li')].map((item) => item.textContent),
    link: {
      text: element.querySelector('a')?.textContent,
      href: element.querySelector('a')?.getAttribute('href'),
      target: element.querySelector('a')?.getAttribute('target'),
    },
  }));

/**
 * Sizes the article stylesheet sets, in px: unstyled (browser defaults) an h3 is 1.17em with a
 * 1em margin and a list is indented 40px. The customer app's rem at 390 px wide is 16.64px
 * (390 / 375 x 16); the console's preview sizes its phone frame's article by the same rule.
 */
const articleStyles = (body: Locator) =>
  body.evaluate((element) => {
    const px = (found: Element | null, property: 'fontSize' | 'marginTop' | 'paddingLeft') =>
      found ? Number.parseFloat(getComputedStyle(found)[property]) : Number.NaN;
    return {
      headingSize: px(element.querySelector('h3'), 'fontSize'),
      headingMarginTop: px(element.querySelector('h3'), 'marginTop'),
      listPadding: px(element.querySelector('ul'), 'paddingLeft'),
      bodySize: px(element, 'fontSize'),
    };
  });

const REM_AT_390 = (390 / 375) * 16;

/** news.css: body 0.9375rem, h3 1rem with a 1rem top margin, lists indented 1.25rem. */
const expectStyled = async (body: Locator) => {
  const styles = await articleStyles(body);
  expect(styles.bodySize).toBeCloseTo(0.9375 * REM_AT_390, 1);
  expect(styles.headingSize).toBeCloseTo(REM_AT_390, 1);
  expect(styles.headingMarginTop).toBeCloseTo(REM_AT_390, 1);
  expect(styles.listPadding).toBeCloseTo(1.25 * REM_AT_390, 1);
  return styles;
};

const EXPECTED = {
  blocks: ['h3', 'p', 'ul', 'p'],
  heading: 'What changes',
  bold: 'one hour',
  items: ['Card top-ups', 'Bank transfers'],
  link: { text: 'status page', href: 'https://status.example.com/', target: '_blank' },
};

test('an operator writes an article with the rich-text editor; the preview is styled; a customer reads the same structure', async ({
  page,
  browser,
  request,
}) => {
  const title = `Maintenance ${Date.now().toString(36)}`;
  await openConsoleAsAdmin(page, request);
  await page.getByTestId('menu-news').click();
  await page.getByTestId('news-new').click();
  await page.getByTestId('news-title-en').fill(title);
  await page.getByTestId('news-summary-en').fill('Deposits pause for an hour on Sunday.');

  // No raw HTML: the body is a rich-text editor with a toolbar.
  const editor = page.getByTestId('news-body-en');
  const text = editor.getByRole('textbox');
  await expect(text).toHaveAttribute('contenteditable', 'true');
  await text.click();
  await editor.getByTestId('rich-text-heading').click();
  await page.keyboard.type('What changes');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Deposits pause for ');
  await editor.getByTestId('rich-text-bold').click();
  await page.keyboard.type('one hour');
  await editor.getByTestId('rich-text-bold').click();
  await page.keyboard.type(' on Sunday.');
  await page.keyboard.press('Enter');
  await editor.getByTestId('rich-text-bullet-list').click();
  await page.keyboard.type('Card top-ups');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bank transfers');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the status page');
  for (let i = 0; i < 'status page'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await editor.getByTestId('rich-text-link').click();
  // Only https links survive the customers' sanitizer: anything else is refused here.
  await page.getByTestId('rich-text-link-url').fill('http://status.example.com');
  await page.getByTestId('rich-text-link-apply').click();
  await expect(page.getByTestId('rich-text-link-error')).toBeVisible();
  await page.getByTestId('rich-text-link-url').fill('https://status.example.com/');
  await page.getByTestId('rich-text-link-apply').click();
  await expect(page.getByTestId('rich-text-link-url')).toBeHidden();
  // Headings other than the one level customers get are not offered.
  await expect(editor.getByTestId('rich-text-blockquote')).toHaveCount(0);

  await page.getByTestId('news-preview-button').click();
  const preview = page.getByTestId('news-preview').locator('.news-body');
  await expect(preview.locator('h3')).toHaveText('What changes');
  expect(await structureOf(preview)).toEqual(EXPECTED);
  const previewStyles = await expectStyled(preview);
  await snap(page, 'console-news-editor');

  await page.getByTestId('news-save').click();
  const row = page.getByTestId('news-table').locator('tr', { hasText: title });
  await row.getByRole('button', { name: 'Publish' }).click();
  await confirmDecision(page);
  await expect(row.getByText('Published')).toBeVisible();
  const id = (await row.locator('td').first().textContent())?.trim();

  const reader = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await openRoute(reader, `/pages/news/detail?id=${id}`);
  const body = reader.getByTestId('news-article').locator('.news-body');
  await expect(body.locator('h3')).toHaveText('What changes');
  expect(await structureOf(body)).toEqual(EXPECTED);
  // The same sizes as the preview, to the pixel: what the operator saw is what the customer sees.
  expect(await expectStyled(body)).toEqual(previewStyles);
  await snap(reader, 'console-news-customer');
  await reader.close();
});
