import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';

const CLAUSES = ['lend', 'interest', 'due', 'repay', 'margin', 'signature'] as const;

/** The agreement's clauses in the reader's language, before they tick the box. */
export const AgreementPopup = ({
  visible,
  onClose,
  terms,
}: {
  visible: boolean;
  onClose: () => void;
  terms: {
    interestRate: string;
    penaltyRate: string;
    dailyInterestRate: string;
    dailyPenaltyRate: string;
    maintenance: string;
    liquidation: string;
    hours: string;
  };
}) => {
  const { t } = useTranslation();
  return (
    <AppPopup visible={visible} onClose={onClose} bodyClassName="loan-agreement">
      <div className="loan-agreement-body" data-testid="loan-agreement-text">
        <h3>{t('loans.agreementTitle')}</h3>
        <ol>
          {CLAUSES.map((clause) => (
            <li key={clause}>{t(`loans.clause.${clause}`, terms)}</li>
          ))}
        </ol>
        <Button block color="primary" onClick={onClose}>
          {t('loans.agreementRead')}
        </Button>
      </div>
    </AppPopup>
  );
};
