import { useTranslation } from 'react-i18next';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useLoans } from '../api/loans-queries';
import { LoanCard } from './loan-card';

/** The customer's open loans, for the funds view: what they owe beside what they have. */
export const OpenLoans = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const loans = useLoans('open', { enabled });
  const lent = loans.data?.filter((loan) => loan.status !== 'applied') ?? [];
  if (lent.length === 0) return null;
  return (
    <section className="open-loans" data-testid="open-loans">
      <h2 className="section-title">{t('loans.openLoans')}</h2>
      {lent.map((loan) => (
        <LoanCard
          key={loan.id}
          loan={loan}
          onOpen={() =>
            ignoreRefusal(nav.navigateTo({ url: `/pages/borrow/detail?id=${loan.id}` }))
          }
        />
      ))}
    </section>
  );
};
