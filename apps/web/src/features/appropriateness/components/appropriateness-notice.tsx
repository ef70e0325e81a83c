import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { useUserStore } from '../../../stores/user-store';
import { useAppropriateness } from '../api/appropriateness';
import { AppropriatenessGate } from './appropriateness-gate';
import './appropriateness.css';

/**
 * Above a product list whose purchase needs the questionnaire (quant funds): tells a signed-in
 * customer who has not passed it, and opens the questions (or the risk warning) in a sheet.
 * Gone once passed.
 */
export const AppropriatenessNotice = () => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const status = useAppropriateness({ enabled: token !== '' });
  const [open, setOpen] = useState(false);
  if (!token || !status.data || status.data.state === 'passed') return null;
  const failed = status.data.state === 'failed';
  return (
    <div className="appropriateness-notice" data-testid="appropriateness-notice">
      <span>{t(failed ? 'appropriateness.noticeClosed' : 'appropriateness.notice')}</span>
      <Button size="small" color="warning" fill="outline" onClick={() => setOpen(true)}>
        {t(failed ? 'appropriateness.seeWarning' : 'appropriateness.answer')}
      </Button>
      <AppPopup visible={open} onClose={() => setOpen(false)} showCloseButton>
        <div className="appropriateness-sheet">
          <AppropriatenessGate>
            <p>{t('appropriateness.passed')}</p>
          </AppropriatenessGate>
        </div>
      </AppPopup>
    </div>
  );
};
