import { instrumentEditRequest, type AdminInstrumentView } from '@brokerage/shared';
import { App, Col, Form, Input, Modal, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageNameFields, namesOf } from '../../components/language-name-fields';
import { RefusalAlert, useSubmission } from '../../components/refusal-alert';
import { parseWithSchema } from '../../components/zod-form';
import { ConsoleForm } from '../../components/console-form';
import { editInstrument, useInvalidateInstruments } from './queries';

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
  const invalidateInstruments = useInvalidateInstruments();
  const [form] = Form.useForm<EditValues>();
  const submission = useSubmission();

  const close = () => {
    submission.clear();
    onClose();
  };

  const save = async () => {
    if (!instrument) return;
    const values = form.getFieldsValue(true);
    const names = namesOf(values.names);
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
    const done = await submission.run(() => editInstrument(instrument, body));
    await invalidateInstruments();
    if (!done) return;
    void message.success(t('review.done'));
    close();
  };

  return (
    <Modal
      open={instrument !== null}
      title={instrument ? t('instruments.editTitle', { key: instrument.key }) : ''}
      okText={t('instruments.save')}
      okButtonProps={{ loading: submission.busy }}
      cancelText={t('common.cancel')}
      onOk={() => void save()}
      onCancel={close}
      width={640}
      destroyOnHidden
    >
      {instrument ? (
        <ConsoleForm form={form} layout="vertical" initialValues={initialValues(instrument)}>
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
          <RefusalAlert failure={submission.failure} />
        </ConsoleForm>
      ) : null}
    </Modal>
  );
};
