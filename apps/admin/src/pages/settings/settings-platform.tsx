import { INVITE_RULES, type LanguageItem } from '@brokerage/shared';
import { App, Card, Col, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmChange } from '../../components/confirm-change';
import { RowsTable } from '../../components/paged-table';
import { SettingForm } from '../../components/setting-form';
import { useLanguages, useToggleLanguage } from './queries';
import type { SettingsOf } from './settings-values';

const TEXT_KEYS = [
  'base.msgType',
  'base.whatsapp',
  'base.custom',
  'member.customerScript',
] as const;
const LONG_TEXT = new Set<string>(['base.custom', 'member.customerScript']);

/** One text setting: a field and its save button. */
const TextSetting = ({
  settingKey,
  value,
}: {
  settingKey: (typeof TEXT_KEYS)[number];
  value: unknown;
}) => {
  const { t } = useTranslation();
  return (
    <SettingForm
      settingKey={settingKey}
      value={value}
      toForm={(text) => ({ text: text ?? '' })}
      fromForm={(form) => form.text}
      labels={{ text: t(`settings.keys.${settingKey}`) }}
    >
      <Form.Item name="text">
        {LONG_TEXT.has(settingKey) ? <Input.TextArea rows={3} className="code-input" /> : <Input />}
      </Form.Item>
    </SettingForm>
  );
};

/**
 * A list of origins, one per line: the support widget's script origins (the server adds each
 * to the customer app's Content-Security-Policy; an unlisted one is blocked by the browser) or
 * the pages the in-app web view may open besides the app's own.
 */
const OriginsSetting = ({
  settingKey,
  value,
  hint,
}: {
  settingKey: 'base.scriptOrigins' | 'base.webviewOrigins';
  value: unknown;
  hint: string;
}) => {
  const { t } = useTranslation();
  return (
    <SettingForm
      settingKey={settingKey}
      value={value}
      fallback={[]}
      toForm={(origins) => ({ text: Array.isArray(origins) ? origins.join('\n') : '' })}
      fromForm={(form) =>
        String(form.text ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      }
      labels={{ text: t(`settings.keys.${settingKey}`) }}
    >
      <Form.Item name="text" extra={hint}>
        <Input.TextArea
          rows={2}
          className="code-input"
          data-testid={settingKey === 'base.scriptOrigins' ? 'script-origins' : 'webview-origins'}
        />
      </Form.Item>
    </SettingForm>
  );
};

const LEGAL_LINES = ['company', 'regulator', 'licence'] as const;
const LEGAL_TEXTS = ['riskDisclosure', 'terms', 'privacy'] as const;

/**
 * The company behind the app, its regulator and licence number, and the legal texts the
 * customer app's About shows (as written here: the app translates only the headings).
 */
const LegalSetting = ({ value }: { value: unknown }) => {
  const { t } = useTranslation();
  const labels = Object.fromEntries(
    [...LEGAL_LINES, ...LEGAL_TEXTS].map((field) => [field, t(`settings.legal.${field}`)]),
  );
  return (
    <SettingForm settingKey="base.legal" value={value} labels={labels}>
      <Row gutter={12}>
        {LEGAL_LINES.map((field) => (
          <Col span={8} key={field}>
            <Form.Item name={field} label={labels[field]}>
              <Input data-testid={`legal-${field}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {LEGAL_TEXTS.map((field) => (
        <Form.Item key={field} name={field} label={labels[field]}>
          <Input.TextArea rows={4} data-testid={`legal-${field}`} />
        </Form.Item>
      ))}
    </SettingForm>
  );
};

/** Languages customers may pick: each switch takes effect at once (audited). */
const LanguageSwitches = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const languages = useLanguages();
  const toggle = useToggleLanguage({
    onSuccess: () => void message.success(t('settings.saved')),
    onError: (error) => void message.error(error.message),
  });
  const confirm = useConfirmChange();
  const switchLanguage = async (language: LanguageItem, enabled: boolean) => {
    const confirmed = await confirm({
      title: t(enabled ? 'settings.languages.onTitle' : 'settings.languages.offTitle', {
        language: language.label,
      }),
      effect: t(enabled ? 'settings.languages.onEffect' : 'settings.languages.offEffect'),
      rows: [
        {
          label: language.label,
          before: t(language.enabled ? 'common.yes' : 'common.no'),
          after: t(enabled ? 'common.yes' : 'common.no'),
        },
      ],
      okText: t('settings.save'),
      danger: !enabled,
    });
    if (confirmed) toggle.mutate({ key: language.key, enabled });
  };
  return (
    <Card size="small" title={t('settings.languages.title')} className="gap-bottom setting-card">
      <RowsTable<LanguageItem>
        csv={{ name: 'languages' }}
        rowKey="key"
        loading={languages.isFetching}
        rows={languages.data ?? []}
        columns={[
          { title: t('settings.languages.key'), dataIndex: 'key', width: 120 },
          { title: t('settings.languages.label'), dataIndex: 'label' },
          {
            title: t('settings.languages.enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean, row) => (
              <Switch
                checked={enabled}
                disabled={row.key === 'en'}
                loading={toggle.isPending && toggle.variables.key === row.key}
                onChange={(on) => void switchLanguage(row, on)}
                data-testid={`language-${row.key}`}
              />
            ),
          },
        ]}
      />
    </Card>
  );
};

/** How customers are reached and sign up, the languages offered, operators' TOTP, uploads. */
export const PlatformSettings = ({ values }: { values: SettingsOf }) => {
  const { t } = useTranslation();
  return (
    <>
      {TEXT_KEYS.map((key) => (
        <TextSetting key={key} settingKey={key} value={values(key)} />
      ))}
      <OriginsSetting
        settingKey="base.scriptOrigins"
        value={values('base.scriptOrigins')}
        hint={t('settings.scriptOriginsHint')}
      />
      <OriginsSetting
        settingKey="base.webviewOrigins"
        value={values('base.webviewOrigins')}
        hint={t('settings.webviewOriginsHint')}
      />
      <LegalSetting value={values('base.legal')} />
      <SettingForm
        settingKey="member.inviteRule"
        value={values('member.inviteRule') ?? 'optional'}
        toForm={(rule) => ({ rule })}
        fromForm={(form) => form.rule}
      >
        <Form.Item name="rule">
          <Radio.Group
            options={INVITE_RULES.map((rule) => ({
              value: rule,
              label: t(`settings.invite.${rule}`),
            }))}
          />
        </Form.Item>
      </SettingForm>
      <LanguageSwitches />
      <SettingForm
        settingKey="operator.requireTotp"
        value={values('operator.requireTotp') ?? true}
        toForm={(on) => ({ on })}
        fromForm={(form) => form.on === true}
      >
        <Form.Item name="on" valuePropName="checked" extra={t('settings.totpHint')}>
          <Switch />
        </Form.Item>
      </SettingForm>
      <SettingForm
        settingKey="uploads.quota"
        value={values('uploads.quota')}
        labels={{ files: t('settings.uploads.files'), bytes: t('settings.uploads.bytes') }}
      >
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name="files" label={t('settings.uploads.files')} required>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="bytes"
              label={t('settings.uploads.bytes')}
              extra={t('settings.uploads.bytesHint')}
              required
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </SettingForm>
    </>
  );
};
