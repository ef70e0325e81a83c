import { Button } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../../components/feedback/login-prompt';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useNavigation } from '../../../lib/navigation/use-navigation';
import { toast } from '../../../lib/ui/notify';
import { useUserStore } from '../../../stores/user-store';
import { RemoveTargetPopup, type RemoveTarget } from './remove-target';

/**
 * The bound bank cards or wallets with an add button; `?add=1` opens the form at once and
 * `&from=...` goes back there once bound.
 */
export const SavedTargetsPage = <Target,>({
  query,
  testId,
  useTargets,
  renderList,
  renderForm,
  boundMessage,
  addLabel,
  addTestId,
}: {
  query: Record<string, string>;
  testId: string;
  useTargets: (options: { enabled: boolean }) => { data?: Target[] };
  renderList: (targets: Target[], onRemove: (target: RemoveTarget) => void) => ReactNode;
  renderForm: (callbacks: { onDone: () => void; onError: (error: unknown) => void }) => ReactNode;
  boundMessage: string;
  addLabel: string;
  addTestId: string;
}) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const [adding, setAdding] = useState(query.add === '1');
  const [removing, setRemoving] = useState<RemoveTarget | null>(null);
  const targets = useTargets({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;

  if (adding)
    return (
      <div className="funding-page" data-testid={testId}>
        {renderForm({
          onError,
          onDone: () => {
            toast(boundMessage);
            if (query.from) nav.navigateBack();
            else setAdding(false);
          },
        })}
      </div>
    );

  return (
    <div className="funding-page padded" data-testid={testId}>
      {targets.data ? (
        renderList(targets.data, setRemoving)
      ) : (
        <p className="muted center-text">{t('common.loading')}</p>
      )}
      <Button
        block
        color="primary"
        size="large"
        onClick={() => setAdding(true)}
        data-testid={addTestId}
      >
        <Icon name="AddOutline" /> {addLabel}
      </Button>
      <RemoveTargetPopup target={removing} onClose={() => setRemoving(null)} onError={onError} />
    </div>
  );
};
