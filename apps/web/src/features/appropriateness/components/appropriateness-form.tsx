import {
  APPROPRIATENESS_VERSION,
  appropriatenessAnswers,
  INCOME_BANDS,
  TRADING_EXPERIENCE,
  type AppropriatenessStatus,
} from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SingleChoice } from '../../../components/forms/single-choice';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useAnswerAppropriateness } from '../api/appropriateness';

interface Values {
  experience?: string[];
  incomeBand?: string[];
  lossesBeyondInvestment?: string[];
  pledgeMaySell?: string[];
}

const yesNo = (value: string[] | undefined) =>
  value?.[0] === undefined ? undefined : value[0] === 'yes';

/**
 * The four questions (experience, income band, and the two risks of borrowing to invest),
 * each one tap. The server decides and keeps the answers; the verdict comes back as status.
 */
export const AppropriatenessForm = ({
  onAnswered,
  onError,
}: {
  onAnswered: (status: AppropriatenessStatus) => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mutation = useAnswerAppropriateness({ onSuccess: onAnswered, onError });
  const required = [{ required: true, message: t('validation.required', { field: '' }) }];
  const yesNoOptions = [
    { label: t('appropriateness.yes'), value: 'yes' },
    { label: t('appropriateness.no'), value: 'no' },
  ];

  const submit = (values: Values) => {
    const answers = appropriatenessAnswers.safeParse({
      experience: values.experience?.[0],
      incomeBand: values.incomeBand?.[0],
      lossesBeyondInvestment: yesNo(values.lossesBeyondInvestment),
      pledgeMaySell: yesNo(values.pledgeMaySell),
    });
    if (answers.success)
      mutation.mutate({ version: APPROPRIATENESS_VERSION, answers: answers.data });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      // Every question is required (the intro says so): an asterisk after a question that
      // fills its line pushes past the screen's edge.
      requiredMarkStyle="none"
      className="appropriateness-form"
      onFinish={submit}
      footer={
        <SubmitButton loading={mutation.isPending} testId="appropriateness-submit">
          {t('appropriateness.submit')}
        </SubmitButton>
      }
    >
      <Form.Item name="experience" label={t('appropriateness.experience')} rules={required}>
        <SingleChoice
          columns={2}
          showCheckMark={false}
          options={TRADING_EXPERIENCE.map((value) => ({
            label: t(`appropriateness.experienceOption.${value}`),
            value,
          }))}
          data-testid="appropriateness-experience"
        />
      </Form.Item>
      <Form.Item name="incomeBand" label={t('appropriateness.incomeBand')} rules={required}>
        <SingleChoice
          columns={2}
          showCheckMark={false}
          options={INCOME_BANDS.map((value) => ({
            label: t(`appropriateness.incomeOption.${value}`),
            value,
          }))}
          data-testid="appropriateness-income"
        />
      </Form.Item>
      <Form.Item name="lossesBeyondInvestment" label={t('appropriateness.losses')} rules={required}>
        <SingleChoice
          columns={2}
          showCheckMark={false}
          options={yesNoOptions}
          data-testid="appropriateness-losses"
        />
      </Form.Item>
      <Form.Item name="pledgeMaySell" label={t('appropriateness.liquidation')} rules={required}>
        <SingleChoice
          columns={2}
          showCheckMark={false}
          options={yesNoOptions}
          data-testid="appropriateness-liquidation"
        />
      </Form.Item>
    </Form>
  );
};
