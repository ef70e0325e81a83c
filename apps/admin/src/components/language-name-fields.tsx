import { LANGUAGE_KEYS } from '@brokerage/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';

interface LanguageNameFieldsProps {
  /** Every language required (a product's name), or each optional over a fallback. */
  required: boolean;
  placeholder?: string;
  maxLength?: number;
}

/** Every language's name as typed, blank where none was: a blank one is refused as required. */
export const namesOf = (names: unknown): Record<string, string> =>
  Object.fromEntries(
    LANGUAGE_KEYS.map((key) => [key, (names as Record<string, string> | undefined)?.[key] ?? '']),
  );

/** The language labels, for messages about one language's name. */
export const useLanguageLabels = (): Record<string, string> => {
  const { t } = useTranslation();
  return Object.fromEntries(LANGUAGE_KEYS.map((key) => [key, t(`languages.${key}`)]));
};

/** A name per customer language, as form fields `names.<language>`, two to a row. */
export const LanguageNameFields = ({
  required,
  placeholder,
  maxLength = 80,
}: LanguageNameFieldsProps) => {
  const { t } = useTranslation();
  return (
    <Row gutter={12}>
      {LANGUAGE_KEYS.map((key) => (
        <Col span={12} key={key}>
          <Form.Item name={['names', key]} label={t(`languages.${key}`)} required={required}>
            <Input maxLength={maxLength} placeholder={placeholder} data-testid={`name-${key}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
};
