import {
  Decimal,
  formatCarriedPrice,
  trimPriceDecimals,
  positiveAmount,
  type PriceAlertRequest,
  priceAlertRequest,
} from '@brokerage/shared';
import { alertPriceProblem } from '@brokerage/shared/order-rules';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { FormField } from '../../../components/forms/form-field';
import { useFormFailure } from '../../../components/forms/form-failure';
import { SubmitForm } from '../../../components/forms/submit-form';
import { toast } from '../../../lib/ui/notify';
import { useCreateAlert } from '../api/create-alert';
import { trimTrailingPoint } from '../../../lib/forms/amount-text';
import { chosenRule } from '../../../lib/forms/zod-rule';

import { useLanguageStore } from '../../../stores/language-store';
import { SingleChoice } from '../../../components/forms/single-choice';
import './alerts.css';

/** The server's refusals of the price are said under the price, until it changes. */
const ALERT_FAILURE_FIELDS = {
  ALERT_ALREADY_MET: 'price',
  ALERT_PRICE_OUT_OF_RANGE: 'price',
  PRICE_TICK: 'price',
} as const;

interface Values {
  direction: string[];
  price: string;
}

/**
 * Above or below a price the customer types (the current price is the placeholder, never the
 * value: an alert at the current price would fire at once); the server refuses a condition
 * the price already meets and answers with the alert. A price off the tick or absurdly far
 * from the last one is refused here already, by the server's own rule.
 */
export const AlertForm = ({
  instrumentKey,
  currentPrice,
  tickSize,
}: {
  instrumentKey: string;
  currentPrice: string | undefined;
  /** The instrument's tick; undefined while it loads (the server still checks it). */
  tickSize: string | undefined;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, ALERT_FAILURE_FIELDS);
  const mutation = useCreateAlert({
    onError: failure.show,
    onSuccess: () => toast(t('alerts.created')),
  });
  const priceProblem = (text: string): string | undefined => {
    if (!positiveAmount.safeParse(text).success) return t('validation.amountInvalid');
    const problem = alertPriceProblem(new Decimal(text), {
      tickSize: tickSize ?? '0',
      last: currentPrice === undefined ? undefined : new Decimal(currentPrice),
    });
    if (!problem) return undefined;
    const values = Object.fromEntries(
      Object.entries(problem.values ?? {}).map(([name, value]) => [
        name,
        formatCarriedPrice(value, language),
      ]),
    );
    return t(`errors.${problem.code}`, values);
  };
  return (
    <SubmitForm<Values, PriceAlertRequest>
      form={form}
      failure={failure}
      className="alert-form"
      initialValues={{ direction: ['above'], price: '' }}
      parse={(values) =>
        priceAlertRequest.safeParse({
          key: instrumentKey,
          direction: values.direction[0],
          price: trimTrailingPoint(values.price),
        })
      }
      mutation={mutation}
      submitLabel={t('alerts.create')}
      submitTestId="alert-submit"
    >
      <FormField
        name="direction"
        label={t('alerts.direction')}
        rules={[chosenRule(t, t('alerts.direction'))]}
      >
        <SingleChoice
          columns={2}
          showCheckMark={false}
          options={[
            { label: t('alerts.above'), value: 'above' },
            { label: t('alerts.below'), value: 'below' },
          ]}
          data-testid="alert-direction"
        />
      </FormField>
      <FormField
        name="price"
        label={t('alerts.price')}
        rules={[
          {
            validator: async (_rule: unknown, value: unknown): Promise<void> => {
              const problem = priceProblem(
                typeof value === 'string' ? trimTrailingPoint(value) : '',
              );
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <AmountInput
          placeholder={currentPrice ? trimPriceDecimals(currentPrice) : '0.00'}
          testId="alert-price"
        />
      </FormField>
    </SubmitForm>
  );
};
