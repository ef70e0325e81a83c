import { kycSubmitRequest, type KycOverview } from '@brokerage/shared';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '../../../components/forms/submit-form';
import { UploadField } from '../../../components/forms/upload-field';
import { fieldRule, zodRule } from '../../../lib/forms/zod-rule';
import { useSubmitKyc } from '../api/submit-kyc';
import './kyc.css';

interface Values {
  firstName?: string;
  lastName?: string;
  idNumber?: string;
  frontImage?: string;
  backImage?: string;
}

const { shape } = kycSubmitRequest;

/** Seed section 5: first name, last name, ID number, front and back images, all required. */
export const KycForm = ({
  type,
  onDone,
}: {
  type: 'idcard' | 'passport';
  onDone: (overview: KycOverview) => void;
}) => {
  const { t } = useTranslation();
  const mutation = useSubmitKyc({ onSuccess: onDone });
  const numberLabel = type === 'idcard' ? t('kyc.idNumber') : t('kyc.passportNumber');
  return (
    <SubmitForm
      className="form-page"
      parse={(values: Values) => kycSubmitRequest.safeParse({ ...values, type })}
      mutation={mutation}
      submitLabel={t('common.submit')}
      submitTestId="kyc-submit"
    >
      <Form.Item
        name="firstName"
        label={t('kyc.firstName')}
        rules={[fieldRule(shape.firstName, t, t('kyc.firstName'))]}
      >
        <Input maxLength={64} clearable autoComplete="given-name" data-testid="kyc-firstName" />
      </Form.Item>
      <Form.Item
        name="lastName"
        label={t('kyc.lastName')}
        rules={[fieldRule(shape.lastName, t, t('kyc.lastName'))]}
      >
        <Input maxLength={64} clearable autoComplete="family-name" data-testid="kyc-lastName" />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={numberLabel}
        rules={[fieldRule(shape.idNumber, t, numberLabel)]}
      >
        <Input maxLength={32} clearable autoComplete="off" data-testid="kyc-idNumber" />
      </Form.Item>
      <div className="upload-pair">
        <Form.Item
          name="frontImage"
          label={t('kyc.frontImage')}
          rules={[zodRule(shape.frontImage, t)]}
        >
          <UploadField purpose="kyc" label={t('kyc.uploadFront')} testId="kyc-front" />
        </Form.Item>
        <Form.Item
          name="backImage"
          label={t('kyc.backImage')}
          rules={[zodRule(shape.backImage, t)]}
        >
          <UploadField purpose="kyc" label={t('kyc.uploadBack')} testId="kyc-back" />
        </Form.Item>
      </div>
    </SubmitForm>
  );
};
