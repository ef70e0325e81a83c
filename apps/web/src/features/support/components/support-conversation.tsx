import { supportMessageRequest, type SupportMessageView } from '@brokerage/shared';
import { Button, ErrorBlock, Form, TextArea } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useLanguageStore } from '../../../stores/language-store';
import { useSupportThread, useWriteToSupport } from '../api/support-messages';
import './support.css';

/** The server keeps a message up to this long (shared schema `supportMessageRequest`). */
const MESSAGE_MAX = 2000;

const MessageBubble = ({ message }: { message: SupportMessageView }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const mine = message.author === 'customer';
  return (
    <li
      className={`support-message ${mine ? 'mine' : 'theirs'}`}
      data-testid={`support-message-${message.author}`}
    >
      <span className="support-message-who muted">
        {t(mine ? 'support.you' : 'support.agent')} · {formatDateTime(message.createdAt, language)}
      </span>
      <p className="support-message-body">{message.body}</p>
    </li>
  );
};

/**
 * The customer's conversation with support: every message so far, and a box to write. An
 * operator's answer arrives as the `support.message` event, which refreshes the thread.
 */
export const SupportConversation = ({ onError }: { onError: (error: unknown) => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ body: string }>();
  const thread = useSupportThread({ enabled: true });
  const send = useWriteToSupport({ onSuccess: () => form.resetFields(), onError });
  const end = useRef<HTMLDivElement>(null);
  const messages = thread.data ?? [];

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  return (
    <div className="support-conversation" data-testid="support-conversation">
      <p className="support-intro muted">{t('support.intro')}</p>
      {thread.data && messages.length === 0 ? (
        <ErrorBlock status="empty" title={t('support.empty')} description="" />
      ) : (
        <ul className="support-thread">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ul>
      )}
      <div ref={end} />
      <Form
        form={form}
        className="support-composer"
        onFinish={(values) => send.mutate(values.body.trim())}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            loading={send.isPending}
            data-testid="support-send"
          >
            {t('support.send')}
          </Button>
        }
      >
        <Form.Item
          name="body"
          rules={[zodRule(supportMessageRequest.shape.body, t, t('support.message'))]}
        >
          <TextArea
            placeholder={t('support.placeholder')}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={MESSAGE_MAX}
            data-testid="support-input"
          />
        </Form.Item>
      </Form>
    </div>
  );
};
