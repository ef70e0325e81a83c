import { expect, type Page } from '@playwright/test';

const CONFIRM = 'decision-confirm';

/**
 * Waits until the console's decision dialog (admin/src/components/decision-dialog.tsx) is open
 * and done moving. Ant Design zooms a dialog in through classes on `.ant-modal`; a click during
 * the zoom can land beside the still-moving button, and one in a loaded run was sent nowhere.
 */
const settledDecision = async (page: Page) => {
  const dialog = page.locator('.ant-modal', { has: page.getByTestId(CONFIRM) });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)/);
};

/** Presses the open decision dialog's confirm button, once the dialog has settled. */
export const pressConfirm = async (page: Page) => {
  await settledDecision(page);
  await page.getByTestId(CONFIRM).click();
};

/** Confirms the open decision dialog, with the reason when it asks for one, and sees it close. */
export const confirmDecision = async (page: Page, reason?: string) => {
  if (reason !== undefined) await page.getByTestId('decision-comment').fill(reason);
  await pressConfirm(page);
  await expect(page.getByTestId(CONFIRM)).toBeHidden();
};
