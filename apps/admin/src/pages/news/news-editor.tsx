import {
  LANGUAGE_KEYS,
  NEWS_CATEGORIES,
  newsPreviewRequest,
  newsWriteRequest,
  type AdminNewsDetail,
  type LanguageKey,
  type NewsArticle,
  type NewsCategory,
} from '@brokerage/shared';
import { App, Button, Col, Drawer, Empty, Form, Input, Row, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert, useSubmission } from '../../components/refusal-alert';
import { NewsBodyEditor } from './news-body-editor';
import { NewsPreview } from './news-preview';
import { previewNews, saveNews, useInvalidateNews } from './queries';
import { ConsoleForm } from '../../components/console-form';

type Values = Record<string, string | undefined>;

/** Form field names of one language's words (`en.title`, …). */
const field = (language: LanguageKey, part: 'title' | 'summary' | 'body') => [language, part];

const initialValues = (article: AdminNewsDetail | undefined) => ({
  category: article?.category ?? 'platform',
  ...Object.fromEntries(
    LANGUAGE_KEYS.map((language) => [language, article?.texts[language] ?? {}]),
  ),
});

/**
 * English always (so a blank one is refused field by field), and the other languages the
 * operator filled in: all three fields blank leaves a language out, to fall back to English.
 */
const textsOf = (values: Record<string, unknown>) =>
  Object.fromEntries(
    LANGUAGE_KEYS.flatMap((language) => {
      const text = (values[language] ?? {}) as Values;
      const filled = [text.title, text.summary, text.body].some((part) => part?.trim());
      return filled || language === 'en' ? [[language, text]] : [];
    }),
  );

interface NewsEditorProps {
  /** Undefined: a new article. */
  article: AdminNewsDetail | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * An article's words per language, one tab each (English required, the others fall back to
 * it), with the preview of the tab's language rendered by the server as customers get it.
 */
export const NewsEditor = ({ article, open, onClose }: NewsEditorProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidateNews = useInvalidateNews();
  const [form] = Form.useForm();
  const [language, setLanguage] = useState<LanguageKey>('en');
  const [preview, setPreview] = useState<NewsArticle | null>(null);
  const submission = useSubmission();

  const labels = {
    title: t('news.title'),
    summary: t('news.summary'),
    body: t('news.body'),
    category: t('news.category'),
  };

  /** Puts each schema issue under its field in its language's tab. */
  const showIssues = (issues: { path: PropertyKey[]; message: string }[], prefix: string[]) =>
    form.setFields(
      issues.map((issue) => {
        const path = [...prefix, ...issue.path.map(String)];
        const part = path[path.length - 1] as keyof typeof labels;
        return { name: path, errors: [t(issue.message, { field: labels[part] ?? '' })] };
      }),
    );

  const showPreview = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const parsed = newsPreviewRequest.safeParse({
      category: values.category,
      language,
      text: values[language] ?? {},
    });
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) })),
        [language],
      );
      return;
    }
    void submission.run(async () => {
      setPreview(await previewNews(parsed.data));
    });
  };

  const save = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const parsed = newsWriteRequest.safeParse({
      category: values.category,
      texts: textsOf(values),
    });
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((issue) => ({
          ...issue,
          path: issue.path[0] === 'texts' ? issue.path.slice(1) : issue.path,
        })),
        [],
      );
      const first = parsed.error.issues.find((issue) => issue.path[0] === 'texts');
      if (first) setLanguage(first.path[1] as LanguageKey);
      return;
    }
    void submission.run(async () => {
      await saveNews(article, parsed.data);
      void message.success(t('news.saved'));
      await invalidateNews();
      onClose();
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={1180}
      destroyOnHidden
      title={article ? t('news.editTitle', { id: article.id }) : t('news.new')}
      extra={
        <Space>
          <Button onClick={showPreview} loading={submission.busy} data-testid="news-preview-button">
            {t('news.preview')}
          </Button>
          <Button type="primary" onClick={save} loading={submission.busy} data-testid="news-save">
            {t('news.save')}
          </Button>
        </Space>
      }
    >
      <Row gutter={24} wrap={false}>
        <Col flex="auto">
          <ConsoleForm form={form} layout="vertical" initialValues={initialValues(article)}>
            <Form.Item name="category" label={labels.category} required>
              <Select<NewsCategory>
                style={{ width: 260 }}
                options={NEWS_CATEGORIES.map((key) => ({
                  value: key,
                  label: t(`news.categories.${key}`),
                }))}
                data-testid="news-category"
              />
            </Form.Item>
            <Tabs
              activeKey={language}
              onChange={(key) => {
                setLanguage(key as LanguageKey);
                setPreview(null);
              }}
              items={LANGUAGE_KEYS.map((key) => ({
                key,
                label: (
                  <span data-testid={`news-tab-${key}`}>
                    {t(`languages.${key}`)}
                    {key === 'en' ? ' *' : ''}
                  </span>
                ),
                forceRender: true,
                children: (
                  <>
                    {key !== 'en' ? (
                      <div className="muted gap-bottom">{t('news.fallbackHint')}</div>
                    ) : null}
                    <Form.Item
                      name={field(key, 'title')}
                      label={labels.title}
                      required={key === 'en'}
                    >
                      <Input maxLength={200} data-testid={`news-title-${key}`} />
                    </Form.Item>
                    <Form.Item
                      name={field(key, 'summary')}
                      label={labels.summary}
                      required={key === 'en'}
                    >
                      <Input.TextArea
                        rows={2}
                        maxLength={600}
                        data-testid={`news-summary-${key}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={field(key, 'body')}
                      label={labels.body}
                      extra={t('news.bodyHint')}
                      required={key === 'en'}
                    >
                      <NewsBodyEditor label={labels.body} testId={`news-body-${key}`} />
                    </Form.Item>
                  </>
                ),
              }))}
            />
          </ConsoleForm>
          <RefusalAlert failure={submission.failure} />
        </Col>
        <Col flex="none">
          <div className="news-preview-title">
            {t('news.previewTitle', { language: t(`languages.${language}`) })}
          </div>
          {preview ? (
            <NewsPreview article={preview} />
          ) : (
            <div className="news-preview-phone news-preview-empty">
              <Empty description={t('news.previewEmpty')} />
            </div>
          )}
        </Col>
      </Row>
    </Drawer>
  );
};
