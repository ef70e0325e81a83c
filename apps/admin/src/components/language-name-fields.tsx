import { LANGUAGE_KEYS } from '@brokerage/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';

interface LanguageNameFieldsProps {
  /** English required (a new product's name, every reader's fallback); else all optional. */
  required: boolean;
  placeholder?: string;
  maxLength?: number;
}

/** The names typed, trimmed; a language left blank is left out (its readers get the fallback). */
export const namesOf = (names: unknown): Record<string, string> =>
  Object.fromEntries(
    LANGUAGE_KEYS.flatMap((key) => {
      const name = (names as Record<string, string | undefined> | undefined)?.[key]?.trim();
      return name ? [[key, name]] : [];
    }),
  );

/** The language labels, for messages about one language's name. */
export const useLanguageLabels = (): Record<string, string> => {
  const { t } = useTranslation();
  return Object.fromEntries(LANGUAGE_KEYS.map((key) => [key, t(`languages.${key}`)]));
};

/** Names as a confirmation lists them: each language given, by its label. */
export const useNamesText = () => {
  const labels = useLanguageLabels();
  return (names: Partial<Record<string, string>>): string =>
    Object.entries(names)
      .map(([key, name]) => `${labels[key] ?? key}: ${name ?? ''}`)
      .join(' · ');
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
          <Form.Item
            name={['names', key]}
            label={t(`languages.${key}`)}
            required={required && key === 'en'}
          >
            <Input
              maxLength={maxLength}
              placeholder={
                placeholder ?? (key === 'en' ? undefined : t('common.fallsBackToEnglish'))
              }
              data-testid={`name-${key}`}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
};
