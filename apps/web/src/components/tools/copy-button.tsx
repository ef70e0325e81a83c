import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify';

const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain http, old browser): fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
};

export const CopyButton = ({ text, testId }: { text: string; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <Button
      size="mini"
      color="primary"
      fill="outline"
      data-testid={testId}
      onClick={() =>
        void copyText(text).then((ok) => toast(ok ? t('common.copied') : t('common.copyFailed')))
      }
    >
      {t('common.copy')}
    </Button>
  );
};
