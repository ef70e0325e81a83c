import { instrumentEditRequest, LANGUAGE_KEYS, type AdminInstrumentView } from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Modal, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { ApiError } from '../api/api-error';
import { LanguageNameFields } from '../components/language-name-fields';
import { parseWithSchema } from '../components/zod-form';

interface InstrumentEditDialogProps {
  instrument: AdminInstrumentView | null;
  onClose: () => void;
}

interface EditValues {
  name?: string;
  lotSize?: string;
  names?: Partial<Record<string, string>>;
}

const initialValues = (instrument: AdminInstrumentView): EditValues => ({
  name: instrument.name,
  lotSize: String(instrument.lotSize),
  names: instrument.names,
});

/**
 * Reference data only: the catalogue name, a name per language (blank shows the catalogue
 * name) and the lot. No field here can move a price; the version sent is the one shown, so
 * an instrument changed meanwhile is refused.
 */
export const InstrumentEditDialog = ({ instrument, onClose }: InstrumentEditDialogProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EditValues>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const save = async () => {
    if (!instrument) return;
    const values = form.getFieldsValue(true);
    const names = Object.fromEntries(
      LANGUAGE_KEYS.flatMap((key) => {
        const name = values.names?.[key]?.trim();
        return name ? [[key, name]] : [];
      }),
    );
    const body = parseWithSchema(
      form,
      instrumentEditRequest,
      {
        version: instrument.version,
        name: values.name,
        names,
        lotSize: Number(values.lotSize),
      },
      t,
      { labels: { name: t('instruments.name'), lotSize: t('instruments.lotSize') } },
    );
    if (!body) return;
    setBusy(true);
    setFailure(null);
    try {
      await unwrap(
        api.PUT('/api/v1/admin/instruments/{market}/{symbol}', {
          params: { path: { market: instrument.market, symbol: instrument.symbol } },
          body,
        }),
      );
      void message.success(t('review.done'));
      close();
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error)));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['instruments'] });
    }
  };

  return (
    <Modal
      open={instrument !== null}
      title={instrument ? t('instruments.editTitle', { key: instrument.key }) : ''}
      okText={t('instruments.save')}
      okButtonProps={{ loading: busy }}
      cancelText={t('common.cancel')}
      onOk={() => void save()}
      onCancel={close}
      width={640}
      destroyOnHidden
    >
      {instrument ? (
        <Form form={form} layout="vertical" initialValues={initialValues(instrument)}>
          <Row gutter={12}>
            <Col span={16}>
              <Form.Item name="name" label={t('instruments.name')} required>
                <Input maxLength={120} data-testid="instrument-name" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="lotSize"
                label={t('instruments.lotSize')}
                extra={t('instruments.lotHint')}
                required
              >
                <Input inputMode="numeric" data-testid="instrument-lot" />
              </Form.Item>
            </Col>
          </Row>
          <div className="muted gap-bottom">{t('instruments.namesHint')}</div>
          <LanguageNameFields required={false} placeholder={instrument.name} maxLength={120} />
          {failure ? (
            <Alert
              type={failure.status === 409 ? 'warning' : 'error'}
              showIcon
              title={failure.status === 409 ? t('review.stale') : t('review.failed')}
              description={failure.message}
            />
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
};
