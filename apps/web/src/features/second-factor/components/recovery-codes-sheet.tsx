import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { CopyButton } from '../../../components/tools/copy-button';

/** The ten recovery codes, shown this once after the first factor (the server keeps hashes). */
export const RecoveryCodesSheet = ({
  codes,
  onClose,
}: {
  codes: readonly string[] | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <AppPopup
      visible={codes !== null && codes.length > 0}
      onClose={onClose}
      bodyClassName="pin-popup"
      destroyOnClose
    >
      <div className="pin-popup-body" data-testid="recovery-codes">
        <h3 className="pin-popup-title">{t('secondFactor.recoveryTitle')}</h3>
        <p className="second-factor-prompt muted">{t('secondFactor.recoveryText')}</p>
        <ol className="recovery-codes">
          {codes?.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <div className="recovery-copy">
          <CopyButton text={codes?.join('\n') ?? ''} />
        </div>
        <Button block color="primary" size="large" onClick={onClose} data-testid="recovery-saved">
          {t('secondFactor.recoverySaved')}
        </Button>
      </div>
    </AppPopup>
  );
};
