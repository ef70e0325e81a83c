import { kycProRequest, type KycOverview } from '@brokerage/shared';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../components/forms/upload-field';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useSubmitPro } from '../api/submit-pro';

/** Professional investor qualification: one document (image or PDF). */
export const ProForm = ({ onDone }: { onDone: (overview: KycOverview) => void }) => {
  const { t } = useTranslation();
  const mutation = useSubmitPro({ onSuccess: onDone });
  return (
    <Form
      layout="vertical"
      className="form-page"
      onFinish={(values: { document?: string }) => {
        const parsed = kycProRequest.safeParse(values);
        if (parsed.success) mutation.mutate(parsed.data);
      }}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={mutation.isPending}
          data-testid="pro-submit"
        >
          {t('common.submit')}
        </Button>
      }
    >
      <Form.Item
        name="document"
        label={t('kyc.proDocument')}
        rules={[zodRule(kycProRequest.shape.document, t)]}
      >
        <UploadField purpose="pro" label={t('kyc.uploadDocument')} allowPdf testId="pro-document" />
      </Form.Item>
    </Form>
  );
};
