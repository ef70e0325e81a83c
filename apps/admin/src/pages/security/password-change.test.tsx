// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { standInMatchMedia } from '../../test/match-media';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import '../../i18n/i18n';
import { PasswordChange } from './password-change';

beforeAll(standInMatchMedia);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <PasswordChange />
      </App>
    </QueryClientProvider>,
  );

const errorUnder = (testId: string) =>
  screen
    .getByTestId(testId)
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent;

const fill = async (values: Record<string, string>) => {
  for (const [testId, value] of Object.entries(values))
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('password-change'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
};

const answer = (status: number, body: unknown) =>
  ({
    data: status === 200 ? body : undefined,
    error: status === 200 ? undefined : body,
    response: new Response(null, { status }),
  }) as never;

describe('the password change form', () => {
  it('checks the new password typed twice and its length before anything is sent', async () => {
    const post = vi.spyOn(api, 'POST');
    renderForm();
    await fill({
      'password-current': 'the-current-one',
      'password-new': 'a-new-password-12',
      'password-repeat': 'a-new-password-13',
    });
    await waitFor(() =>
      expect(errorUnder('password-repeat')).toBe('The password entered twice is inconsistent.'),
    );
    await fill({ 'password-new': 'short', 'password-repeat': 'short' });
    await waitFor(() =>
      expect(errorUnder('password-new')).toBe('Operator passwords have at least 12 characters.'),
    );
    await waitFor(() => expect(errorUnder('password-repeat')).toBeUndefined());
    expect(post).not.toHaveBeenCalled();
  });

  it('says a wrong current password under that field, and sends only the two passwords', async () => {
    const post = vi
      .spyOn(api, 'POST')
      .mockResolvedValue(
        answer(400, { code: 'OLD_PASSWORD_WRONG', message: 'The old password is incorrect.' }),
      );
    renderForm();
    await fill({
      'password-current': 'not-the-current-one',
      'password-new': 'a-new-password-12',
      'password-repeat': 'a-new-password-12',
    });
    expect(post).toHaveBeenCalledWith('/api/v1/user/password', {
      body: { currentPassword: 'not-the-current-one', newPassword: 'a-new-password-12' },
    });
    await waitFor(() =>
      expect(errorUnder('password-current')).toBe('The old password is incorrect.'),
    );
    // Corrected, the complaint goes.
    fireEvent.change(screen.getByTestId('password-current'), { target: { value: 'x' } });
    await waitFor(() => expect(errorUnder('password-current')).toBeUndefined());
  });
});
