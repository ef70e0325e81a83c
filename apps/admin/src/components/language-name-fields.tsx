import { LANGUAGE_KEYS } from '@brokerage/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';

interface LanguageNameFieldsProps {
  /** Every language required (a product's name), or each optional over a fallback. */
  required: boolean;
  placeholder?: string;
  maxLength?: number;
}

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
