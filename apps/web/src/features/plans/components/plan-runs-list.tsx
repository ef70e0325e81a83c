import { symbolOf, type PlanRunView, type PlanView } from '@brokerage/shared';
import { ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '../../../lib/format/date-time';
import { useLanguageStore } from '../../../stores/language-store';
import { runsByDate, type RunDate } from '../utils/plan-runs';
import { isBasket } from '../utils/plan-text';
import { PlanRunOutcome } from './plan-run-outcome';
import './basket.css';
import './plans.css';

/** The day a date ran on, and the date it was for when the market moved it. */
const RunDates = ({ runOn, scheduledDate }: { runOn: string; scheduledDate: string }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  return (
    <span className="plan-run-dates">
      <span className="strong" data-testid="plan-run-on">
        {formatDayWithWeekday(runOn, language)}
      </span>
      {scheduledDate !== runOn && (
        <span className="muted small" data-testid="plan-run-planned">
          {t('plans.plannedFor', { date: formatDayWithWeekday(scheduledDate, language) })}
        </span>
      )}
    </span>
  );
};

/** One run of a plan of one instrument: the day it ran, and what it did. */
const PlanRunRow = ({ run, plan }: { run: PlanRunView; plan: PlanView }) => (
  <li className="plan-run" data-testid="plan-run" data-run={run.id}>
    <RunDates runOn={run.runOn} scheduledDate={run.scheduledDate} />
    <PlanRunOutcome run={run} instrumentKey={run.key} currency={plan.currency} />
  </li>
);

/**
 * One date of a basket: the day it ran, then a row per instrument with what its run did (the
 * shares and price it bought, or why it bought nothing).
 */
const BasketDateRow = ({ date, plan }: { date: RunDate; plan: PlanView }) => (
  <li className="plan-run" data-testid="plan-run-date" data-date={date.scheduledDate}>
    <RunDates runOn={date.runOn} scheduledDate={date.scheduledDate} />
    <span className="plan-run-parts">
      {date.runs.map((run) => (
        <span key={run.id} className="plan-run-part" data-testid="plan-run" data-run={run.id}>
          <span className="strong plan-run-symbol" data-testid="plan-run-symbol">
            {symbolOf(run.key)}
          </span>
          <PlanRunOutcome run={run} instrumentKey={run.key} currency={plan.currency} />
        </span>
      ))}
    </span>
  </li>
);

/** The plan's history, newest first (a basket's by date), a page at a time as it scrolls. */
export const PlanRunsList = ({
  plan,
  runs,
  loaded,
  hasMore,
  loadMore,
}: {
  plan: PlanView;
  runs: PlanRunView[];
  /** Whether the first page arrived: until then nothing is said to be empty. */
  loaded: boolean;
  hasMore: boolean;
  /** fetchNextPage: it resolves, failed or not, with whether the page failed. */
  loadMore: () => Promise<{ isError: boolean }>;
}) => {
  const { t } = useTranslation();
  return (
    <section className="info-card plan-history" aria-labelledby="plan-history-title">
      <h3 className="section-title" id="plan-history-title">
        {t('plans.history')}
      </h3>
      {!loaded ? (
        <p className="muted center-text">{t('common.loading')}</p>
      ) : runs.length === 0 ? (
        <ErrorBlock
          status="empty"
          className="plan-history-empty"
          title={t('plans.historyEmpty')}
          description={t('plans.historyEmptyHint')}
          data-testid="plan-history-empty"
        />
      ) : (
        <>
          <ul className="plan-runs" data-testid="plan-runs">
            {isBasket(plan)
              ? runsByDate(runs).map((date) => (
                  <BasketDateRow key={date.scheduledDate} date={date} plan={plan} />
                ))
              : runs.map((run) => <PlanRunRow key={run.id} run={run} plan={plan} />)}
          </ul>
          <InfiniteScroll
            hasMore={hasMore}
            loadMore={async () => {
              // Thrown, the list stops asking and offers a retry instead of spinning.
              if ((await loadMore()).isError) throw new Error('a page of runs did not load');
            }}
          >
            {(more: boolean, failed: boolean, retry: () => void) =>
              failed ? (
                <span>
                  {t('plans.moreFailed')}{' '}
                  <button type="button" className="link-button" onClick={retry}>
                    {t('common.retry')}
                  </button>
                </span>
              ) : more ? (
                t('common.loading')
              ) : (
                t('plans.historyEnd')
              )
            }
          </InfiniteScroll>
        </>
      )}
    </section>
  );
};
