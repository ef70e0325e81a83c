import type { WithdrawalBlocker } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import './withdraw-blockers.css';

/** The blockers this card explains; a missing target is the form's own empty state. */
const WAYS: Partial<Record<WithdrawalBlocker, { url: string; action: string; text: string }>> = {
  kyc: {
    url: '/pages/kycverify/index',
    action: 'funding.verifyNow',
    text: 'withdraw.needsKyc',
  },
  payPassword: {
    url: '/pages/setting/paypwd',
    action: 'funding.setPayPassword',
    text: 'withdraw.needsPayPassword',
  },
};

/** Whether the form can be shown: nothing the card explains is missing. */
export const blocksForm = (missing: readonly WithdrawalBlocker[]): boolean =>
  missing.some((blocker) => WAYS[blocker] !== undefined);

/**
 * Said when the screen opens, not after the pay password (issue 19 item 3): each missing
 * step with the way there, in the order to take them.
 */
export const WithdrawBlockers = ({ missing }: { missing: readonly WithdrawalBlocker[] }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return (
    <section className="info-card withdraw-blockers" data-testid="withdraw-blockers">
      <h2 className="section-title">{t('withdraw.beforeYouWithdraw')}</h2>
      <ol className="withdraw-blocker-steps">
        {missing.map((blocker) => {
          const way = WAYS[blocker];
          if (!way) return null;
          return (
            <li key={blocker} data-testid={`withdraw-needs-${blocker}`}>
              <p>{t(way.text)}</p>
              <Button
                color="primary"
                size="small"
                onClick={() => ignoreRefusal(nav.navigateTo({ url: way.url }))}
              >
                {t(way.action)}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
