import { areaCodeSchema, emailSchema, phoneSchema } from '@brokerage/shared';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/forms/zod-rule';

export type Channel = 'email' | 'phone';

export const DEFAULT_AREA_CODE = '1';

/** The address part of register/reset forms: an email, or area code plus phone. */
export const ChannelFields = ({ channel }: { channel: Channel }) => {
  const { t } = useTranslation();
  if (channel === 'email') {
    return (
      <Form.Item name="mail" label={t('auth.email')} rules={[zodRule(emailSchema, t)]}>
        <Input
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          maxLength={140}
          clearable
        />
      </Form.Item>
    );
  }
  return <PhoneFields />;
};

/** Area code plus phone: the phone channel of every auth form, login included. */
export const PhoneFields = () => {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="areaCode"
        label={t('auth.areaCode')}
        rules={[zodRule(areaCodeSchema, t)]}
        initialValue={DEFAULT_AREA_CODE}
      >
        <Input placeholder="+1" inputMode="tel" maxLength={5} />
      </Form.Item>
      <Form.Item name="phone" label={t('auth.phone')} rules={[zodRule(phoneSchema, t)]}>
        <Input
          placeholder={t('auth.phonePlaceholder')}
          inputMode="tel"
          autoComplete="tel"
          maxLength={15}
          clearable
        />
      </Form.Item>
    </>
  );
};

export interface ChannelValues {
  mail?: string;
  phone?: string;
  areaCode?: string;
}

/** Builds the channel part of a request from validated form values. */
export const channelPayload = (channel: Channel, values: ChannelValues) =>
  channel === 'email'
    ? ({ channel: 'email', mail: (values.mail ?? '').trim() } as const)
    : ({
        channel: 'phone',
        phone: (values.phone ?? '').trim(),
        areaCode: (values.areaCode ?? '').trim().replace(/^\+/, ''),
      } as const);

export const channelFieldNames = (channel: Channel): string[] =>
  channel === 'email' ? ['mail'] : ['areaCode', 'phone'];
