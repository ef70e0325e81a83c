import { Decimal } from '@brokerage/shared';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import type { PageProps } from '../../components/page/lazy-page';
import { feeRows, percentDecimals } from '../../features/about/fee-rows';
import { useLegal } from '../../features/about/get-legal';
import { useFeeSchedule } from '../../lib/market/fee-schedule';
import { useNumberFormat } from '../../lib/format/use-number-format';
import { useMarketStore } from '../../stores/market-store';
import { ABOUT_DOCUMENTS, type AboutDocument } from './about-page';
import './about.css';

const isDocument = (value: string | undefined): value is AboutDocument =>
  (ABOUT_DOCUMENTS as readonly string[]).includes(value ?? '');

/** The fee table the server charges by (`trading.fees`), market by market. */
const FeeSchedule = () => {
  const { t } = useTranslation();
  const fees = useFeeSchedule();
  const markets = useMarketStore((state) => state.markets);
  const nf = useNumberFormat();
  if (!fees) return <DotLoading />;
  const currencyOf = (code: string) => markets.find((m) => m.showName === code)?.currency;
  const percent = (value: string) => `${nf.figure(value, percentDecimals(value))} %`;
  return (
    <>
      <table className="about-fees" data-testid="about-fees">
        <thead>
          <tr>
            <th scope="col">{t('about.feeMarket')}</th>
            <th scope="col">{t('about.feeRate')}</th>
            <th scope="col">{t('about.feeMinimum')}</th>
          </tr>
        </thead>
        <tbody>
          {feeRows(fees, currencyOf).map((row) => (
            <tr key={row.market ?? 'default'} data-testid={`about-fee-${row.market ?? 'default'}`}>
              <th scope="row">{row.market ?? t('about.otherMarkets')}</th>
              <td>{percent(row.percent)}</td>
              <td>
                {row.currency
                  ? `${nf.money(row.minimum, row.currency)} ${row.currency}`
                  : t('about.inMarketCurrency', { amount: nf.figure(row.minimum, 2) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="about-note">
        {t('about.feesRule', {
          discount: percent(new Decimal(fees.vipDiscount).times(100).toString()),
        })}
      </p>
    </>
  );
};

/** One document of About: a legal text as operators wrote it, or the fee schedule. */
export const AboutDocumentPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const legal = useLegal();
  const document = query.doc;
  if (!isDocument(document))
    return <ErrorBlock status="empty" title={t('about.notFound')} description="" />;
  if (document !== 'fees' && legal.isError)
    return <LoadFailed onRetry={() => void legal.refetch()} testId="about-load-failed" />;
  return (
    <article className="about-document" data-testid={`about-document-${document}`}>
      <h2 className="about-document-title">{t(`about.docs.${document}`)}</h2>
      {document === 'fees' ? (
        <FeeSchedule />
      ) : legal.data ? (
        <>
          <p className="about-note">{t('about.legalLanguage', { company: legal.data.company })}</p>
          <div className="about-text" data-testid="about-text">
            {legal.data[document]}
          </div>
        </>
      ) : (
        <DotLoading />
      )}
    </article>
  );
};
