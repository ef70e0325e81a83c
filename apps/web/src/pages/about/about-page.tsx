import { LEGAL_DOCUMENTS } from '@brokerage/shared';
import { DotLoading, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import type { PageProps } from '../../components/page/lazy-page';
import { APP_VERSION, APP_VERSION_CODE } from '../../config/app-info';
import { useLegal } from '../../features/about/get-legal';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import './about.css';

/** The documents About links to: the legal texts operators write, and the fee table. */
export const ABOUT_DOCUMENTS = [...LEGAL_DOCUMENTS, 'fees'] as const;
export type AboutDocument = (typeof ABOUT_DOCUMENTS)[number];

/**
 * Who runs the app: the company, its regulator and licence number (the `base.legal` setting
 * operators edit in the console), and links to the risk disclosure, terms, privacy policy and
 * fee schedule.
 */
export const AboutPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const legal = useLegal();
  if (legal.isError)
    return <LoadFailed onRetry={() => void legal.refetch()} testId="about-load-failed" />;
  return (
    <div className="about-page" data-testid="about">
      <p className="about-intro">
        {t('settings.aboutText', { version: APP_VERSION, code: APP_VERSION_CODE })}
      </p>
      <List header={t('about.companyHeader')} className="about-list">
        {legal.data ? (
          <>
            <List.Item title={t('about.company')} data-testid="about-company">
              {legal.data.company}
            </List.Item>
            <List.Item title={t('about.regulator')} data-testid="about-regulator">
              {legal.data.regulator}
            </List.Item>
            <List.Item title={t('about.licence')} data-testid="about-licence">
              {legal.data.licence}
            </List.Item>
          </>
        ) : (
          <List.Item>
            <DotLoading />
          </List.Item>
        )}
      </List>
      <List header={t('about.documents')} className="about-list">
        {ABOUT_DOCUMENTS.map((document) => (
          <List.Item
            key={document}
            clickable
            onClick={() =>
              ignoreRefusal(nav.navigateTo({ url: `/pages/about/document?doc=${document}` }))
            }
            data-testid={`about-doc-${document}`}
          >
            {t(`about.docs.${document}`)}
          </List.Item>
        ))}
      </List>
    </div>
  );
};
