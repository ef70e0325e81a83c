import { positiveAmount, priceAlertRequest, type PriceAlertRequest } from '@brokerage/shared';
import { Form, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { SubmitForm } from '../../../components/forms/submit-form';
import { trimTrailingPoint } from '../../../lib/forms/amount-text';
import { chosenRule } from '../../../lib/forms/zod-rule';
import { trimDecimal } from '../../../lib/market/format';

interface Values {
  direction: string[];
  price: string;
}

/** Above or below a price (prefilled with the current one); the server answers with the alert. */
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
  return (
    <SubmitForm<Values, PriceAlertRequest>
      className="alert-form"
      initialValues={{ direction: ['above'], price: currentPrice ? trimDecimal(currentPrice) : '' }}
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
        <Selector
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
        <AmountInput placeholder="0.00" testId="alert-price" />
      </Form.Item>
    </SubmitForm>
  );
};
