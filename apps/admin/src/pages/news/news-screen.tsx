import { LANGUAGE_KEYS, newsPublishRequest, type AdminNewsRow } from '@brokerage/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Space, Tag, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Actor } from '../../components/actor';
import { DateTime } from '../../components/date-time';
import { DecisionDialog, type Decision } from '../../components/decision-dialog';
import { PageHeader } from '../../components/page-header';
import { PagedTable, usePaging } from '../../components/paged-table';
import { fetchNews, publishNews, useNews, useNewsArticle } from './queries';

type Editing = { id: number | undefined } | null;

/** The editor (a rich-text engine) loads when an article is opened, not with the list. */
const NewsEditor = lazy(() =>
  import('./news-editor').then((module) => ({ default: module.NewsEditor })),
);

/**
 * News for customers: the platform's shipped articles and the ones operators write here.
 * A new article is a draft until published; taking it down hides it again.
 */
export const NewsScreen = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const [editing, setEditing] = useState<Editing>(null);
  const [decision, setDecision] = useState<Decision<typeof newsPublishRequest> | null>(null);
  const query = useNews(paging.page, paging.pageSize);
  const editedId = editing?.id;
  const detail = useNewsArticle(editedId);

  const publish = (row: AdminNewsRow) => {
    const published = row.publishedAt === null;
    setDecision({
      title: t(published ? 'news.publishTitle' : 'news.unpublishTitle', { title: row.title }),
      summary: t(published ? 'news.publishEffect' : 'news.unpublishEffect'),
      confirm: t(published ? 'news.publish' : 'news.unpublish'),
      danger: !published,
      fields: [],
      schema: newsPublishRequest,
      body: () => ({ version: row.version, published }),
      submit: (body) => publishNews(row.id, body),
    });
  };

  const columns: TableColumnsType<AdminNewsRow> = [
    { title: t('common.id'), dataIndex: 'id', width: 72 },
    { title: t('news.title'), dataIndex: 'title', width: 320, ellipsis: true },
    {
      title: t('news.category'),
      dataIndex: 'category',
      render: (category: string) => t(`news.categories.${category}`),
    },
    {
      title: t('news.languages'),
      dataIndex: 'languages',
      // All seven, or which ones: a missing language reads the English text.
      render: (languages: string[]) =>
        languages.length === LANGUAGE_KEYS.length ? t('news.allLanguages') : languages.join(', '),
    },
    {
      title: t('common.status'),
      dataIndex: 'publishedAt',
      render: (publishedAt: string | null) =>
        publishedAt ? (
          <Tag color="green">{t('news.published')}</Tag>
        ) : (
          <Tag color="default">{t('news.draft')}</Tag>
        ),
    },
    {
      title: t('news.publishedAt'),
      dataIndex: 'publishedAt',
      render: (value: string | null) => <DateTime value={value} />,
    },
    {
      title: t('news.author'),
      dataIndex: 'author',
      width: 120,
      render: (author: string | null, row) =>
        author ? (
          <Actor actor={author} name={row.authorName} />
        ) : (
          <span className="muted nowrap">{t('news.shipped')}</span>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size="small">
          <Button
            size="small"
            onClick={() => setEditing({ id: row.id })}
            data-testid={`news-edit-${row.id}`}
          >
            {t('news.edit')}
          </Button>
          <Button
            size="small"
            danger={row.publishedAt !== null}
            onClick={() => publish(row)}
            data-testid={`news-publish-${row.id}`}
          >
            {t(row.publishedAt ? 'news.unpublish' : 'news.publish')}
          </Button>
        </Space>
      ),
    },
  ];

  const editorReady = editing !== null && (editedId === undefined || detail.data !== undefined);
  return (
    <>
      <PageHeader
        title={t('menu.news')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ id: undefined })}
            data-testid="news-new"
          >
            {t('news.new')}
          </Button>
        }
      />
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        testId="news-table"
        csv={{ name: 'news', fetchPage: fetchNews }}
      />
      {editorReady ? (
        <Suspense fallback={<Drawer open loading size={1180} onClose={() => setEditing(null)} />}>
          <NewsEditor
            key={editedId ?? 'new'}
            open
            article={editedId === undefined ? undefined : detail.data}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
};
