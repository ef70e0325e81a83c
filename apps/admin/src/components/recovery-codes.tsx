import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Ten single-use recovery codes, shown once (at enrolment, or when renewed): a warning that
 * they are not shown again, the list, a copy of all, and the button that puts them away.
 */
export const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const { t } = useTranslation();
  return (
    <Space direction="vertical">
      <Alert type="warning" showIcon title={t('totp.saveCodes')} />
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space>
        <Typography.Text copyable={{ text: codes.join('\n') }}>{t('totp.copyAll')}</Typography.Text>
        <Button type="primary" onClick={onDone} data-testid="totp-done">
          {t('totp.done')}
        </Button>
      </Space>
    </Space>
  );
};
