import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/tools/copy-button';
import './deposit.css';

/**
 * The reference to quote in the bank transfer, shown with the payee's details and before the
 * proof is asked for: the proof is of a transfer that already quotes it (issue 31 item 7).
 */
export const DepositReference = ({ reference }: { reference: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <section className="info-card" data-testid="deposit-reference-card">
      <h2 className="section-title">{t('deposit.quoteReference')}</h2>
      <dl className="copy-rows">
        <div className="copy-row">
          <dt>{t('deposit.reference')}</dt>
          <dd>
            <span className="mono strong" data-testid="deposit-issued-reference">
              {reference ?? '--'}
            </span>
            {reference && <CopyButton text={reference} />}
          </dd>
        </div>
      </dl>
      <p className="info-note">{t('deposit.quoteReferenceNote')}</p>
    </section>
  );
};
