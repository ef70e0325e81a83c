import { kycProRequest, type KycOverview } from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '../../../components/forms/submit-form';
import { UploadField } from '../../../components/forms/upload-field';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useSubmitPro } from '../api/submit-pro';

/** Professional investor qualification: one document (image or PDF). */
export const ProForm = ({ onDone }: { onDone: (overview: KycOverview) => void }) => {
  const { t } = useTranslation();
  const mutation = useSubmitPro({ onSuccess: onDone });
  return (
    <SubmitForm
      className="form-page"
      parse={(values: { document?: string }) => kycProRequest.safeParse(values)}
      mutation={mutation}
      submitLabel={t('common.submit')}
      submitTestId="pro-submit"
    >
      <Form.Item
        name="document"
        label={t('kyc.proDocument')}
        rules={[zodRule(kycProRequest.shape.document, t)]}
      >
        <UploadField purpose="pro" label={t('kyc.uploadDocument')} allowPdf testId="pro-document" />
      </Form.Item>
    </SubmitForm>
  );
};
