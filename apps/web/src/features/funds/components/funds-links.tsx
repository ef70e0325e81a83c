import { useTranslation } from 'react-i18next';
import { isRealMoneyOnly } from '../../../config/paths';
import { useAccountStore } from '../../../stores/account-store';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';

const LINKS = {
  transfer: { url: '/pages/profile/transfer', title: 'title.transfer' },
  transactions: { url: '/pages/profile/transcation', title: 'title.transactions' },
  deposit: { url: '/pages/deposit/index', title: 'title.deposit' },
} as const;

/**
 * The row of links under the funds figures, in the order the screen lists them; the screens
 * of real money only (a deposit) are left out while the practice account is shown.
 */
export const FundsLinks = ({ links }: { links: readonly (keyof typeof LINKS)[] }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const book = useAccountStore((state) => state.book);
  const shown = links.filter((link) => book === 'real' || !isRealMoneyOnly(LINKS[link].url));
  return (
    <div className="trade-links">
      {shown.map((link) => (
        <button
          key={link}
          type="button"
          onClick={() => ignoreRefusal(nav.navigateTo({ url: LINKS[link].url }))}
        >
          {t(LINKS[link].title)}
        </button>
      ))}
    </div>
  );
};
