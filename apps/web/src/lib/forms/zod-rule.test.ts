import { emailSchema, passwordSchema } from '@brokerage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { applyLanguage, i18n } from '../i18n/i18n';
import { agreeRule, confirmRule, zodRule } from './zod-rule';

const t = i18n.t.bind(i18n);

// Dictionaries are chunks loaded on demand, English included.
beforeAll(() => applyLanguage('en'));

describe('form rules from shared schemas', () => {
  it('shows the seed messages in English', async () => {
    await expect(zodRule(emailSchema, t).validator(null, '')).rejects.toThrow(
      'Please input email address',
    );
    await expect(zodRule(emailSchema, t).validator(null, 'nope')).rejects.toThrow(
      'Please enter the correct email address.',
    );
    await expect(zodRule(passwordSchema, t).validator(null, 'abcdefg')).rejects.toThrow(
      'The password is 8 to 16 characters',
    );
    await expect(zodRule(passwordSchema, t).validator(null, 'abcd1234')).resolves.toBeUndefined();
  });

  it("says a check without a message key as 'not valid', not in zod's English", async () => {
    const unkeyed = z.string().check(z.maxLength(2));
    await expect(zodRule(unkeyed, t, 'Name').validator(null, 'abc')).rejects.toThrow(
      i18n.t('validation.invalid', { field: 'Name' }),
    );
    await expect(zodRule(unkeyed, t, 'Name').validator(null, 'abc')).rejects.not.toThrow(
      /Invalid input|Too big/,
    );
  });

  it('requires a matching confirmation and a ticked agree box', async () => {
    const rule = confirmRule(t, 'password')({ getFieldValue: () => 'secret1' });
    await expect(rule.validator(null, '')).rejects.toThrow('Please confirm the password.');
    await expect(rule.validator(null, 'secret2')).rejects.toThrow(
      'The password entered twice is inconsistent.',
    );
    await expect(rule.validator(null, 'secret1')).resolves.toBeUndefined();
    await expect(agreeRule(t).validator(null, false)).rejects.toThrow(
      'Please read and agree to the agreement.',
    );
  });
});
