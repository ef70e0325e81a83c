import { expect, test, type Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  bankDeposit,
  freshCustomer,
  openConsoleAsAdmin,
  operatorSessionByApi,
  post,
  snap,
} from './helpers';

/**
 * Issue 28, "claim/assign on queue items": a reviewer takes up a waiting record so two people
 * do not work one item; the queue shows who holds it, a second reviewer is told by name, an
 * admin hands it to another reviewer, and the decision dialog says who is on it. At desktop
 * size, in English and Chinese.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const PASSWORD = 'claims-e2e-Passphrase-4';

// By the table's row key, not by a button in it: a row is found whatever it offers.
const rowOf = (page: Page, id: number) =>
  page.getByTestId('deposits-table').locator(`tr[data-row-key="${id}"]`);

test('a waiting deposit is claimed, refused to a second reviewer by name, assigned on, and the dialog says who holds it', async ({
  page,
  request,
}) => {
  // Two languages, each a claim, an assignment and a dialog: over a minute on a loaded machine.
  test.setTimeout(150_000);
  const admin = await adminLogin(request);
  const reviewerName = `e2e-claims-${Date.now().toString(36)}`;
  await apiCall(request, admin, 'POST', 'admin/operators', {
    username: reviewerName,
    password: PASSWORD,
    role: 'reviewer',
  });
  const reviewer = await operatorSessionByApi(request, reviewerName, PASSWORD);
  const { token } = await freshCustomer(request, 'claims');
  const deposits = [
    await bankDeposit(request, token, '70'),
    await bankDeposit(request, token, '80'),
  ];

  for (const [index, language] of (['en', 'zh-Hans'] as const).entries()) {
    const deposit = deposits[index];
    if (!deposit) throw new Error('no deposit');
    await openConsoleAsAdmin(page, request, language);
    await page.goto('/admin/#/review/deposits');
    const row = rowOf(page, deposit.id);
    // The queue's first open on a loaded machine loads its screen and its page: up to 30 s.
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByTestId(`claim-take-${deposit.id}`)).toBeVisible();

    // The admin takes it up: the row says it is theirs, and offers to let it go.
    await row.getByTestId(`claim-take-${deposit.id}`).click();
    await expect(row.getByTestId(`claimed-by-${deposit.id}`)).toHaveText(
      language === 'en' ? 'You' : '我',
    );
    await expect(row.getByTestId(`claim-release-${deposit.id}`)).toBeVisible();

    // A second reviewer is refused, by the holder's name, in their language.
    const refused = await post(
      request,
      'admin/review-claims',
      { queue: 'deposits', recordId: deposit.id },
      reviewer,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CLAIMED_BY_ANOTHER');
    expect(String(refused.body.message)).toContain('admin');

    // The admin hands it to the reviewer; the row names them.
    await row.getByTestId(`claim-assign-${deposit.id}`).click();
    await page.getByTitle(reviewerName, { exact: true }).click();
    await expect(row.getByTestId(`claimed-by-${deposit.id}`)).toHaveText(reviewerName);
    await snap(page, `console-claims-${language}`);

    // Deciding stays open to the admin, and the dialog says who is on it.
    await row.getByTestId(`deposit-refuse-${deposit.id}`).click();
    await expect(page.getByTestId('claim-warning')).toContainText(reviewerName);
    await snap(page, `console-claims-dialog-${language}`);
    await page.keyboard.press('Escape');
  }
});
