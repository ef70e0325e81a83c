import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, openRoute, seedStorage } from './helpers';

const OUT = path.join(import.meta.dirname, 'screenshots');
mkdirSync(OUT, { recursive: true });

const SHOTS: { name: string; route: string; ready: string; loggedIn?: boolean; click?: string }[] =
  [
    { name: 'login', route: '/pages/auth/login', ready: '[data-testid="login-form"]' },
    { name: 'register', route: '/pages/auth/register', ready: '[data-testid="register-form"]' },
    {
      name: 'register-errors',
      route: '/pages/auth/register',
      ready: '.adm-form-item-feedback-error',
      click: '[data-testid="register-submit"]',
    },
    { name: 'home', route: '/', ready: '[data-testid="home"]' },
    {
      name: 'markets-tab',
      route: '/pages/main/market/index',
      ready: '[data-testid="market-page"]',
    },
    {
      name: 'profile',
      route: '/pages/main/profile/index',
      ready: '[data-testid="balance-USD"]',
      loggedIn: true,
    },
    {
      name: 'settings',
      route: '/pages/setting/index',
      ready: '[data-testid="settings"]',
      loggedIn: true,
    },
    { name: 'quant', route: '/pages/quantify/index', ready: '[data-testid="quant-index-page"]' },
    { name: 'not-found', route: '/pages/nowhere', ready: '[data-testid="not-found"]' },
  ];

const shoot = async (page: Page, language: string, shot: (typeof SHOTS)[number]) => {
  await openRoute(page, shot.route);
  if (shot.click) await page.locator(shot.click).click();
  // A loaded CI machine has taken over ten seconds to show the profile's balances.
  await expect(page.locator(shot.ready).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'jp' ? 'ja' : language);
  // Let the swiper and fonts settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `${shot.name}-${language}.png`) });
};

for (const language of ['en', 'de', 'zh-Hans']) {
  test(`screenshots in ${language}`, async ({ browser, request }) => {
    // Nine screens: about 30 s on a quiet machine, more than a minute on a loaded CI one.
    test.setTimeout(180_000);
    const token = await apiLogin(request);
    const visitor = await browser.newPage();
    await seedStorage(visitor, { language });
    const member = await browser.newPage();
    await seedStorage(member, { language, token });
    for (const shot of SHOTS) await shoot(shot.loggedIn ? member : visitor, language, shot);
    await visitor.close();
    await member.close();
  });
}
