import { supportMessageRequest } from '@brokerage/shared';
import { Alert, Badge, Button, Card, Empty, Form, Input, List, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../components/customer-link';
import { DateTime } from '../../components/date-time';
import { PageHeader } from '../../components/page-header';
import { ErrorAlert, QueryState } from '../../components/query-state';
import { parseWithSchema } from '../../components/zod-form';
import { ConsoleForm } from '../../components/console-form';
import { useConversations, useSupportAnswer, useSupportThread } from './queries';

const Thread = ({ customerId }: { customerId: number }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const thread = useSupportThread(customerId);
  const answer = useSupportAnswer(customerId, () => form.resetFields());
  const submit = () => {
    const body = parseWithSchema(form, supportMessageRequest, form.getFieldsValue(true), t, {
      labels: { body: t('customer.messageBody') },
    });
    if (body) answer.mutate(body);
  };
  return (
    <Card
      size="small"
      title={
        <>
          {t('support.with')} <CustomerLink id={customerId} />
        </>
      }
    >
      <QueryState query={thread} isEmpty={(messages) => messages.length === 0}>
        {(messages) => (
          <div className="thread" data-testid="support-thread">
            {messages.map((message) => (
              <div key={message.id} className={`bubble ${message.author}`}>
                <div>{message.body}</div>
                <div className="muted bubble-time">
                  {t(`support.author.${message.author}`)} · <DateTime value={message.createdAt} />
                </div>
              </div>
            ))}
          </div>
        )}
      </QueryState>
      <ConsoleForm form={form} onFinish={submit} className="gap-top">
        <Form.Item name="body">
          <Input.TextArea
            rows={3}
            placeholder={t('support.answerHint')}
            data-testid="support-answer"
          />
        </Form.Item>
        {answer.error ? (
          <Alert type="error" showIcon title={answer.error.message} className="gap-bottom" />
        ) : null}
        <Button type="primary" htmlType="submit" loading={answer.isPending}>
          {t('customer.send')}
        </Button>
      </ConsoleForm>
    </Card>
  );
};

/** The customers' support conversations, the ones waiting for an answer first. */
export const SupportScreen = () => {
  const { t } = useTranslation();
  const [awaiting, setAwaiting] = useState<'true' | 'all'>('true');
  const [selected, setSelected] = useState<number | null>(null);
  const list = useConversations(awaiting);
  return (
    <>
      <PageHeader
        title={t('menu.support')}
        extra={
          <Segmented<'true' | 'all'>
            value={awaiting}
            onChange={setAwaiting}
            options={[
              { value: 'true', label: t('support.awaiting') },
              { value: 'all', label: t('common.all') },
            ]}
          />
        }
      />
      <div className="support-layout">
        <Card size="small" className="support-list">
          {list.error ? (
            <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <List
              loading={list.isPending}
              dataSource={list.data?.items ?? []}
              locale={{ emptyText: <Empty description={t('common.empty')} /> }}
              renderItem={(item) => (
                <List.Item
                  className={`conversation ${selected === item.customerId ? 'selected' : ''}`}
                  onClick={() => setSelected(item.customerId)}
                >
                  <List.Item.Meta
                    title={
                      <>
                        {item.awaitingAnswer ? <Badge status="processing" /> : null} #
                        {item.customerId} {item.nickname}
                      </>
                    }
                    description={
                      <Typography.Text ellipsis>{item.lastMessage.body}</Typography.Text>
                    }
                  />
                  <DateTime value={item.lastMessage.createdAt} />
                </List.Item>
              )}
            />
          )}
        </Card>
        <div className="support-thread">
          {selected ? <Thread customerId={selected} /> : <Empty description={t('support.pick')} />}
        </div>
      </div>
    </>
  );
};
