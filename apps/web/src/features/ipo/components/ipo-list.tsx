import { IPO_LIST_FILTERS } from '@brokerage/shared';
import { CapsuleTabs, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useUserStore } from '../../../stores/user-store';
import { useIpos, type IpoFilter } from '../api/ipo-queries';
import { IpoCard } from './ipo-card';
import { MyIpoSubscriptions } from './my-ipo-subscriptions';
import './ipo.css';

type Tab = IpoFilter | 'mine';

/** Kept while the app runs, so coming back from an offering finds the same tab. */
let lastTab: Tab = 'open';

const Offerings = ({ status }: { status: IpoFilter }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const ipos = useIpos(status);
  if (ipos.error) return <ErrorBlock status="default" title={t('ipo.loadFailed')} description="" />;
  if (!ipos.data) return <p className="muted center-text">{t('common.loading')}</p>;
  if (ipos.data.length === 0)
    return <ErrorBlock status="empty" title={t(`ipo.empty.${status}`)} description="" />;
  return (
    <div className="record-list">
      {ipos.data.map((ipo) => (
        <IpoCard
          key={ipo.id}
          ipo={ipo}
          onOpen={(item) =>
            ignoreRefusal(nav.navigateTo({ url: `/pages/product/newstock?id=${item.id}` }))
          }
        />
      ))}
    </div>
  );
};

/**
 * Offerings by where they stand (upcoming, open, waiting for allotment, listed) and, for a
 * signed-in customer, their own subscriptions: on /pages/product/ipo/index and the Markets
 * tab "IPO".
 */
export const IpoList = () => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const [tab, setTab] = useState<Tab>(lastTab);
  const tabs: Tab[] = token ? [...IPO_LIST_FILTERS, 'mine'] : [...IPO_LIST_FILTERS];
  return (
    <div className="ipo-page padded" data-testid="ipo-list">
      <p className="muted small ipo-intro">{t('ipo.intro')}</p>
      <CapsuleTabs
        activeKey={tab}
        onChange={(key) => {
          lastTab = key as Tab;
          setTab(key as Tab);
        }}
      >
        {tabs.map((key) => (
          <CapsuleTabs.Tab
            key={key}
            title={<span data-testid={`ipo-tab-${key}`}>{t(`ipo.tabs.${key}`)}</span>}
          />
        ))}
      </CapsuleTabs>
      {tab === 'mine' ? <MyIpoSubscriptions enabled={token !== ''} /> : <Offerings status={tab} />}
    </div>
  );
};
