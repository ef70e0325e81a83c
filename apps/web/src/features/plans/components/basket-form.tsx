import { MAX_PLAN_COMPONENTS, type InstrumentView, type PlanView } from '@brokerage/shared';
import { useQueries } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instrumentQueryOptions } from '../../../lib/market/get-instrument';
import {
  addRow,
  basketInputOfPlan,
  basketProblems,
  changeRow,
  NEW_BASKET_INPUT,
  removeRow,
  validBasketTerms,
  type BasketInput,
} from '../utils/basket-input';
import { usePlanAuthorisation } from '../hooks/use-plan-authorisation';
import { BasketPicker } from './basket-picker';
import { BasketRows } from './basket-rows';
import { PlanAuthorisationPopup, PlanContinue } from './plan-authorisation';
import { PlanComponentList } from './plan-component-list';
import { PlanResult } from './plan-result';
import { PlanRules } from './plan-rules';
import { PlanAmountField, PlanKindField, PlanScheduleFields } from './plan-terms-fields';
import './basket.css';
import './plans.css';

/** The basket's instruments as the market API describes them (name, currency, lot size). */
const useBasketInstruments = (keys: string[]) =>
  useQueries({
    queries: keys.map((key) => instrumentQueryOptions(key)),
    combine: (results) => {
      const byKey: Record<string, InstrumentView | undefined> = {};
      results.forEach((result, index) => {
        const key = keys[index];
        if (key) byKey[key] = result.data;
      });
      return byKey;
    },
  });

/**
 * Sets up a basket (or changes a plan, `plan`): up to ten instruments of one market, each with
 * its whole percent of the amount or its shares, the schedule, then the pay password that
 * authorises every purchase, then the plan as the server has it.
 */
export const BasketForm = ({ plan, onDone }: { plan?: PlanView; onDone: () => void }) => {
  const { t } = useTranslation();
  const [input, setInput] = useState<BasketInput>(() =>
    plan ? basketInputOfPlan(plan) : NEW_BASKET_INPUT,
  );
  const [picking, setPicking] = useState(false);
  const instruments = useBasketInstruments(input.rows.map((row) => row.key));
  const authorisation = usePlanAuthorisation(plan, input);
  const { attempted, result, proceed } = authorisation;

  if (result)
    return (
      <div className="info-card">
        <PlanResult plan={result} changed={plan !== undefined} onDone={onDone} />
      </div>
    );

  const [first] = input.rows;
  const currency = (first && instruments[first.key]?.currency) ?? plan?.currency;
  const lotSizes = Object.fromEntries(
    input.rows.map((row) => [row.key, instruments[row.key]?.lotSize]),
  );
  const problems = basketProblems(input, lotSizes);
  const update = (next: BasketInput) => setInput(next);
  const full = input.rows.length >= MAX_PLAN_COMPONENTS;

  const next = (): void => proceed(validBasketTerms(input, lotSizes));

  return (
    <div className="basket-form" data-testid="basket-form">
      <section className="info-card plan-field">
        <h3 className="basket-title">
          {plan ? t('plans.changeTitle') : t('plans.basket.setUpTitle')}
        </h3>
        <p className="muted small basket-intro">{t('plans.basket.intro')}</p>
        <PlanKindField kind={input.kind} onChange={(kind) => update({ ...input, kind })} />
        {input.kind === 'amount' && (
          <PlanAmountField
            amount={input.amount}
            onChange={(amount) => update({ ...input, amount })}
            currency={currency}
            problem={attempted ? problems.amount : undefined}
          />
        )}
      </section>

      <section className="info-card basket-instruments" aria-labelledby="basket-instruments-title">
        <div className="basket-instruments-head">
          <h3 className="section-title" id="basket-instruments-title">
            {t('plans.basket.instruments')}
          </h3>
          <span className="muted small" data-testid="basket-count">
            {t('plans.basket.count', {
              count: String(input.rows.length),
              max: String(MAX_PLAN_COMPONENTS),
            })}
          </span>
        </div>
        {input.rows.length === 0 && (
          <p className="muted small basket-empty">
            {t('plans.basket.none', { max: String(MAX_PLAN_COMPONENTS) })}
          </p>
        )}
        <BasketRows
          input={input}
          currency={currency}
          instruments={instruments}
          problems={attempted ? problems : undefined}
          onChangeRow={(index, patch) => update(changeRow(input, index, patch))}
          onRemoveRow={(index) => update(removeRow(input, index))}
        />
        <Button
          block
          fill="outline"
          color="primary"
          disabled={full}
          onClick={() => setPicking(true)}
          data-testid="basket-add"
        >
          <Icon name="AddOutline" aria-hidden="true" /> {t('plans.basket.add')}
        </Button>
        {full && (
          <p className="muted small basket-full" data-testid="basket-full">
            {t('plans.basket.full', { max: String(MAX_PLAN_COMPONENTS) })}
          </p>
        )}
      </section>

      <div className="info-card">
        <PlanScheduleFields input={input} onChange={(patch) => update({ ...input, ...patch })} />
      </div>
      <div className="info-card">
        <PlanRules />
      </div>

      <PlanContinue authorisation={authorisation} onContinue={next} className="basket-footer" />

      <BasketPicker
        visible={picking}
        rows={input.rows}
        onPick={(instrument) => {
          update(addRow(input, instrument.key));
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
      <PlanAuthorisationPopup
        plan={plan}
        authorisation={authorisation}
        currency={currency}
        what={(terms, shown) => <PlanComponentList terms={terms} currency={shown} />}
      />
    </div>
  );
};
