import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../components/page/lazy-page';
import { WebviewFrame } from '../../features/webview/components/webview-frame';

/** /pages/webview/index?url=…&title=…: the platform's own pages inside the app. */
export const WebviewPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  return <WebviewFrame url={query.url} title={query.title || t('title.webview')} />;
};
