import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../stores/app-store';
import { resolveWebviewTarget } from '../../../lib/navigation/webview-target';
import './webview.css';

/**
 * The seed's in-app web view. Own pages are static documents: sandboxed with no script.
 * A listed origin (a support widget) runs its scripts in its own origin, never ours.
 */
export const WebviewFrame = ({ url, title }: { url: string | undefined; title: string }) => {
  const { t } = useTranslation();
  const allowed = useAppStore((state) => state.webviewOrigins);
  const target = resolveWebviewTarget(url, window.location.origin, allowed);
  if (target.kind === 'refused')
    return (
      <div className="webview-refused" data-testid="webview-refused">
        <ErrorBlock
          status="disconnected"
          title={t(target.reason === 'missing' ? 'webview.missing' : 'webview.refused')}
          description={t('webview.refusedBody')}
        />
      </div>
    );
  return (
    <iframe
      className="webview-frame"
      data-testid="webview-frame"
      src={target.src}
      title={title}
      sandbox={
        target.ownOrigin
          ? // Its own origin for its stylesheet (CORP same-origin); still no script, no forms.
            'allow-same-origin'
          : 'allow-scripts allow-popups allow-forms allow-same-origin'
      }
      referrerPolicy="no-referrer"
    />
  );
};
