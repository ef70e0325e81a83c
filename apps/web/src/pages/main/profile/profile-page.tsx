import { useTranslation } from 'react-i18next';
import { List } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { LoginPrompt } from '../../../components/feedback/login-prompt';
import type { PageProps } from '../../../components/page/lazy-page';
import { PLANS_PATH, PRACTICE_PATH, SETTINGS_PATH } from '../../../config/paths';
import { usePracticeBalances } from '../../../lib/account/balances';
import { useProfile } from '../../../lib/account/profile';
import { BalancesList } from '../../../features/profile/components/balances-list';
import { KycRow } from '../../../features/profile/components/kyc-row';
import { ProfileCard } from '../../../features/profile/components/profile-card';
import { AlertsEntry } from '../../../features/alerts/components/alerts-entry';
import { InboxEntry } from '../../../features/inbox/components/inbox-entry';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { Refreshable } from '../../../lib/ui/refresh';
import { useAccountStore } from '../../../stores/account-store';
import { useUserStore } from '../../../stores/user-store';
import './profile-page.css';

/** Money in and out, from the profile tab. */
const FUNDS_ENTRIES = [
  { key: 'deposit', icon: <Icon name="DownlandOutline" />, url: '/pages/deposit/index' },
  { key: 'withdraw', icon: <Icon name="UploadOutline" />, url: '/pages/withdraw/crypto' },
  { key: 'history', icon: <Icon name="UnorderedListOutline" />, url: '/pages/history/record' },
  { key: 'bankCards', icon: <Icon name="BankcardOutline" />, url: '/pages/card/bank' },
  // A wallet is its key's address; the "¥" coin read as a yen account (issue 31 item 18).
  { key: 'wallets', icon: <Icon name="KeyOutline" />, url: '/pages/card/crypto' },
  { key: 'depositRecords', icon: <Icon name="HistogramOutline" />, url: '/pages/deposit/list' },
  { key: 'funds', icon: <Icon name="PieOutline" />, url: '/pages/fund/index' },
  { key: 'transfer', icon: <Icon name="LoopOutline" />, url: '/pages/profile/transfer' },
  { key: 'statement', icon: <Icon name="FileOutline" />, url: '/pages/profile/transcation' },
  { key: 'gains', icon: <Icon name="CalculatorOutline" />, url: '/pages/profile/gains' },
  { key: 'plans', icon: <Icon name="CalendarOutline" />, url: PLANS_PATH },
  { key: 'practice', icon: <Icon name="CompassOutline" />, url: PRACTICE_PATH },
] as const;

export const ProfilePage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const stored = useUserStore((state) => state.profile);
  const setProfile = useUserStore((state) => state.setProfile);
  const query = useProfile({ enabled: token !== '' });
  // The profile's balances are the real account's whichever is shown (the server reads the
  // profile for the person): the practice account's cash is read apart.
  const practice = useAccountStore((state) => state.book) === 'practice';
  const practiceBalances = usePracticeBalances({ enabled: token !== '' && practice });

  if (!token) return <LoginPrompt showRegister />;
  const profile = query.data ?? stored;
  const balances = practice ? practiceBalances.data : profile?.balances;

  return (
    <Refreshable
      onRefresh={async () => {
        const [result] = await Promise.all([
          query.refetch(),
          practice ? practiceBalances.refetch() : undefined,
        ]);
        if (result.data) setProfile(result.data);
      }}
    >
      <div className="profile-page">
        {profile ? (
          <>
            <ProfileCard profile={profile} />
            <KycRow status={profile.kycStatus} />
            <InboxEntry />
            <AlertsEntry />
            {balances ? (
              <BalancesList balances={balances} />
            ) : (
              <p className="muted center-text">{t('common.loading')}</p>
            )}
          </>
        ) : (
          <p className="muted center-text">{t('common.loading')}</p>
        )}
        <List className="profile-list" data-testid="funds-menu">
          {FUNDS_ENTRIES.map((entry) => (
            <List.Item
              key={entry.key}
              prefix={<span className="list-icon">{entry.icon}</span>}
              onClick={() => ignoreRefusal(nav.navigateTo({ url: entry.url }))}
              data-testid={`funds-${entry.key}`}
            >
              {t(`profile.funds.${entry.key}`)}
            </List.Item>
          ))}
        </List>
        <List className="profile-list">
          <List.Item onClick={() => ignoreRefusal(nav.navigateTo({ url: SETTINGS_PATH }))}>
            {t('title.settings')}
          </List.Item>
        </List>
      </div>
    </Refreshable>
  );
};
