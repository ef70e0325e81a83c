// @vitest-environment jsdom
import { LANGUAGE_KEYS, type IpoView } from '@brokerage/shared';
import { cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { IpoTerms } from './ipo-terms';

const offering: IpoView = {
  id: 1,
  key: 'US:NMBS',
  market: 'US',
  symbol: 'NMBS',
  name: 'Nimbus Robotics',
  currency: 'USD',
  issuePrice: '18.5',
  issueAmount: '18500',
  sharesIssued: '1000',
  lotSize: 100,
  maxPerCustomer: '1000',
  partialAllowed: false,
  allotmentRule: 'whole_lottery',
  subscriptionStartsAt: '2026-11-27T00:00:00.000Z',
  subscriptionEndsAt: '2026-11-28T00:00:00.000Z',
  allotmentAt: '2026-11-29T00:00:00.000Z',
  listingAt: '2026-11-30T00:00:00.000Z',
  status: 'open',
  subscribedShares: '0',
  seedHash: 'a'.repeat(64),
  seed: null,
  feeRate: '0.001',
  minimumFee: '1',
};

describe("an offering's page publishes its allotment rules", () => {
  afterEach(cleanup);

  it.each(LANGUAGE_KEYS)(
    'one application per customer, leftover lots drawn again and the fee on the allotted amount, in %s',
    async (language) => {
      await applyLanguage(language);
      render(
        <I18nextProvider i18n={i18n}>
          <IpoTerms ipo={offering} />
        </I18nextProvider>,
      );
      const application = screen.getByTestId('ipo-rule-application').textContent ?? '';
      const fee = screen.getByTestId('ipo-rule-fee').textContent ?? '';
      // Translated texts, not their keys, and each language its own.
      expect(application).toBe(i18n.t('ipo.rule.application'));
      expect(fee).toBe(i18n.t('ipo.rule.allottedFee'));
      expect(application).not.toContain('ipo.rule');
      expect(fee).not.toContain('ipo.rule');
      if (language !== 'en') {
        expect(application).not.toBe(i18n.t('ipo.rule.application', { lng: 'en' }));
        expect(fee).not.toBe(i18n.t('ipo.rule.allottedFee', { lng: 'en' }));
      }
      expect(screen.getByTestId('ipo-terms').textContent).toContain(
        i18n.t('ipo.rule.whole_lottery'),
      );
    },
  );
});
