import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../feedback/spinner';
import { PAGE_LOADING_DELAY } from './lazy-page';
import './delayed-loading.css';

/**
 * Shows nothing for the first 200 ms, so fast loads do not flash a spinner; then the spinner
 * with its text over a skeleton of rows.
 */
export const DelayedLoading = ({ delay = PAGE_LOADING_DELAY }: { delay?: number }) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div className="page-loading" role="status">
      <Spinner />
      <span>{t('common.loading')}</span>
      <div className="page-skeleton" aria-hidden="true">
        <div className="page-skeleton-row" />
        <div className="page-skeleton-row" />
        <div className="page-skeleton-row" />
      </div>
    </div>
  );
};
