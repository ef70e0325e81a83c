import type { GainsReportFilter } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useTranslation } from 'react-i18next';
import { useDownloadGainsCsv, useDownloadGainsPdf } from '../api/download-gains-report';

/** The report on screen as a CSV (exact figures) and as a PDF statement in the reader's language. */
export const GainsDownloads = ({
  filter,
  onError,
}: {
  /** The year and currency on screen, as the server settled them. */
  filter: GainsReportFilter;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const csv = useDownloadGainsCsv({ onError });
  const pdf = useDownloadGainsPdf({ onError });
  return (
    <div className="gains-downloads">
      <Button
        color="primary"
        fill="outline"
        loading={csv.isPending}
        onClick={() => csv.mutate(filter)}
        data-testid="gains-csv"
      >
        <Icon name="DownlandOutline" /> {t('gains.downloadCsv')}
      </Button>
      <Button
        color="primary"
        fill="outline"
        loading={pdf.isPending}
        onClick={() => pdf.mutate(filter)}
        data-testid="gains-pdf"
      >
        <Icon name="DownlandOutline" /> {t('gains.downloadPdf')}
      </Button>
    </div>
  );
};
