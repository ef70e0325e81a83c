// @vitest-environment jsdom
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { alertDialog, confirmDialog } from './dialog';

/**
 * The real antd-mobile Dialog, fetched on first use and rendered by Preact's roots through
 * antd-render.ts (the alias of rc-util's render module): a question is on screen, and its
 * answer is what the customer pressed. (The closing animation's end, which unmounts it, runs
 * on frames jsdom does not draw.)
 */
describe('dialogs', () => {
  it('a question shows its text and settles with the button pressed', async () => {
    const yes = confirmDialog({
      content: 'Cancel this order?',
      confirmText: 'Yes',
      cancelText: 'No',
    });
    // The first question fetches the dialog's code (transformed on the fly here).
    expect(await screen.findByText('Cancel this order?', {}, { timeout: 10_000 })).toBeTruthy();
    screen.getByText('Yes').click();
    await expect(yes).resolves.toBe(true);

    const no = confirmDialog({
      content: 'Remove this card?',
      confirmText: 'Remove',
      cancelText: 'Keep',
    });
    await screen.findByText('Remove this card?');
    // The first dialog may still be closing: this one has buttons of its own.
    screen.getByText('Keep').click();
    await expect(no).resolves.toBe(false);
  });

  it('a notice settles once closed', async () => {
    const closed = alertDialog({ content: 'Try again tomorrow', confirmText: 'OK' });
    await screen.findByText('Try again tomorrow');
    screen.getByText('OK').click();
    await expect(closed).resolves.toBeUndefined();
  });
});
