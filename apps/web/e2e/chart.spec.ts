import { expect, test, type Page } from '@playwright/test';
import { openRoute, seedStorage, snap } from './helpers';

// A loaded CI machine (two cores, other runs beside) needs more than the default minute.
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });

/**
 * The quote chart's legend: open, high, low and close of the candle under the crosshair (else
 * the last one), in the reader's language and the instrument's decimals. Every market trades
 * around the clock in the e2e run (MARKETS_ALWAYS_OPEN), so a closed market's 1-minute chart
 * (its last session) is checked by the server's candle test, quotes.routes.test.ts.
 */

type Candle = { open: string; high: string; low: string; close: string };

const minuteCandles = async (page: Page): Promise<Candle[]> => {
  const response = await page.request.get('/api/v1/market/candles?key=US:AAPL&interval=1m', {
    headers: { platform: 'h5' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { candles: Candle[] } }).data.candles;
};

const legendFigures = async (page: Page) => {
  const legend = page.getByTestId('chart-legend');
  return Promise.all(
    ['open', 'high', 'low', 'close'].map((part) =>
      legend.getByTestId(`chart-legend-${part}`).innerText(),
    ),
  );
};

/** The candles' figures as the legend writes them with 2 decimals (`de`: 1.234,50). */
const written = (candles: Candle[], language: 'en' | 'de') =>
  candles.map((candle) =>
    [candle.open, candle.high, candle.low, candle.close]
      .map((price) =>
        new Intl.NumberFormat(language, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(Number(price)),
      )
      .join(' '),
  );

const openMinuteChart = async (page: Page) => {
  await openRoute(page, '/pages/quote/stock?key=US:AAPL');
  // The page settles (the default chart drawn) before the 1-minute chip is pressed.
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-drawn', 'yes', {
    timeout: 30_000,
  });
  await page.getByTestId('interval-1m').click();
  await expect(page.getByTestId('interval-1m')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-drawn', 'yes', {
    timeout: 30_000,
  });
};

/** Points the crosshair at a candle well left of the last one. */
const pointAtCandle = async (page: Page) => {
  const box = await page.getByTestId('candle-chart').boundingBox();
  if (!box) throw new Error('no chart');
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
};

for (const language of ['en', 'de'] as const) {
  test(`chart: the legend reads the candle under the crosshair (${language})`, async ({ page }) => {
    await seedStorage(page, { language });
    await openMinuteChart(page);
    const legend = page.getByTestId('chart-legend');
    // Before any pointing: the last candle, with the instrument's two decimals.
    const figure = language === 'de' ? /^\d{1,3}(\.\d{3})*,\d{2}$/ : /^\d{1,3}(,\d{3})*\.\d{2}$/;
    await expect(legend.getByTestId('chart-legend-close')).toHaveText(figure, { timeout: 30_000 });
    await expect(legend.getByTestId('chart-legend-time')).toHaveText(/\d/);
    const lastTime = await legend.getByTestId('chart-legend-time').innerText();

    await pointAtCandle(page);
    await expect(legend.getByTestId('chart-legend-time')).not.toHaveText(lastTime);
    const figures = await legendFigures(page);
    for (const text of figures) expect(text).toMatch(figure);
    // The figures are those of one stored candle.
    expect(written(await minuteCandles(page), language)).toContain(figures.join(' '));
    if (language === 'de') expect(await legend.innerText()).toContain('Eröffnung');
    await snap(page, `chart-legend-${language}`);
  });
}

for (const language of ['jp', 'zh-Hans'] as const) {
  test(`chart: the legend in ${language}`, async ({ page }) => {
    await seedStorage(page, { language });
    await openMinuteChart(page);
    await expect(page.getByTestId('chart-legend-close')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await pointAtCandle(page);
    await snap(page, `chart-legend-${language}`);
  });
}

test('chart: it opens on a page of candles and loads the ones before as it is scrolled back', async ({
  page,
}) => {
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/market/candles')) pages.push(request.url());
  });
  let firstPage: Candle[] = [];
  page.on('response', async (response) => {
    if (response.url() === pages[0])
      firstPage = ((await response.json()) as { data: { candles: Candle[] } }).data.candles;
  });
  await openRoute(page, '/pages/quote/stock?key=US:AAPL');
  const chart = page.getByTestId('candle-chart');
  await expect(chart).toHaveAttribute('data-drawn', 'yes', { timeout: 30_000 });
  // A page, not the whole range: 180 five-minute candles (the API's default was 1,440).
  await expect(chart).toHaveAttribute('data-candles', '180', { timeout: 15_000 });
  expect(pages).toHaveLength(1);
  expect(new URL(pages[0] ?? '').searchParams.get('to')).toBeNull();

  const legendTime = page.getByTestId('chart-legend-time');
  const box = await chart.boundingBox();
  if (!box) throw new Error('no chart');
  // Dragged to the right, the chart shows older candles; near the oldest, it asks for more.
  for (let drag = 0; drag < 6 && pages.length < 2; drag += 1) {
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.5, { steps: 8 });
    await page.mouse.up();
  }
  await expect(chart).toHaveAttribute('data-candles', '360', { timeout: 15_000 });
  const older = new URL(pages[1] ?? '').searchParams;
  expect(older.get('limit')).toBe('180');
  expect(older.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  // The view stayed where it was dragged to, near the oldest candles of the first page: the
  // candle under the pointer is one of them (a view reset to the newest, or left on the same
  // places of the longer list, would show another page's or the newest candles).
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
  await expect(legendTime).toHaveText(/\d/);
  const pointed = (await legendFigures(page)).join(' ');
  const index = written(firstPage, 'en').indexOf(pointed);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(90);
  await snap(page, 'chart-scrolled-back-en');
});
