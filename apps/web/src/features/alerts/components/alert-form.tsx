import { positiveAmount, priceAlertRequest, type PriceAlertRequest } from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { SubmitForm } from '../../../components/forms/submit-form';
import { trimTrailingPoint } from '../../../lib/forms/amount-text';
import { chosenRule } from '../../../lib/forms/zod-rule';
import { formatDecimal, trimDecimal } from '../../../lib/market/format';
import { useLanguageStore } from '../../../stores/language-store';
import { SingleChoice } from '../../../components/forms/single-choice';
import './alerts.css';

interface Values {
  direction: string[];
  price: string;
}

/**
 * Above or below a price the customer types (the current price is the placeholder, never the
 * value: an alert at the current price would fire at once); the server refuses a condition
 * the price already meets and answers with the alert.
 */
export const AlertForm = ({
  instrumentKey,
  currentPrice,
  mutation,
}: {
  instrumentKey: string;
  currentPrice: string | undefined;
  mutation: { mutate: (request: PriceAlertRequest) => void; isPending: boolean };
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  return (
    <SubmitForm<Values, PriceAlertRequest>
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
      <Form.Item
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
      </Form.Item>
      <Form.Item
        name="price"
        label={t('alerts.price')}
        rules={[
          {
            validator: async (_rule: unknown, value: unknown): Promise<void> => {
              const text = typeof value === 'string' ? trimTrailingPoint(value) : '';
              if (!positiveAmount.safeParse(text).success)
                throw new Error(t('validation.amountInvalid'));
            },
          },
        ]}
      >
        <AmountInput
          placeholder={currentPrice ? formatDecimal(trimDecimal(currentPrice), language) : '0.00'}
          testId="alert-price"
        />
      </Form.Item>
    </SubmitForm>
  );
};
