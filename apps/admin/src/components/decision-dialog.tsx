import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, type ButtonProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { useOutcomeMessage } from './outcome-message';
import { RefusalAlert, useSubmission } from './refusal-alert';
import { parseWithSchema } from './zod-form';
import { ConsoleForm } from './console-form';

/**
 * `comment`: the text the decision sends; with `note` beside it, it is the message to the
 * customer and `note` the operators' internal note (audit log and console only).
 */
export type DecisionField = 'title' | 'comment' | 'note' | 'amount' | 'reference';

export interface Decision<S extends z.ZodMiniType> {
  title: string;
  /** What the decision does, said before it is done. */
  summary: ReactNode;
  confirm: string;
  danger?: boolean;
  fields: DecisionField[];
  /** The comment is a reason the customer reads: required for refusals. */
  commentRequired?: boolean;
  /**
   * The comment field's label when the default does not say who reads it (a message's text,
   * a reason only operators read).
   */
  commentLabel?: string;
  /** The shared request schema: the same rules as the server's. */
  schema: S;
  body: (values: Record<string, string | undefined>) => unknown;
  submit: (body: z.infer<S>) => Promise<unknown>;
}

/**
 * Who reads the comment, in its label: beside an internal note it is the message to the
 * customer (issue 28 item 3); alone, a reason or a comment, unless the decision names it.
 */
type CommentParts = Pick<Decision<z.ZodMiniType>, 'fields' | 'commentLabel' | 'commentRequired'>;

const commentLabelOf = (decision: CommentParts, t: TFunction): string =>
  decision.commentLabel ??
  (decision.fields.includes('note')
    ? t('review.customerMessage')
    : decision.commentRequired
      ? t('review.reason')
      : t('review.comment'));

const commentHintOf = (decision: CommentParts, t: TFunction): string | undefined => {
  if (decision.commentLabel) return undefined;
  if (decision.fields.includes('note'))
    return decision.commentRequired
      ? t('review.customerMessageRequired')
      : t('review.customerMessageHint');
  return decision.commentRequired ? t('review.reasonHint') : undefined;
};

interface DecisionDialogProps<S extends z.ZodMiniType> {
  decision: Decision<S> | null;
  onClose: () => void;
}

/**
 * Confirms one review decision with its reason. A refusal from the server (for one, the
 * record changed since the list was loaded) is shown in the dialog in the server's words,
 * and the lists reload so the operator sees the record as it is now.
 */
export const DecisionDialog = <S extends z.ZodMiniType>({
  decision,
  onClose,
}: DecisionDialogProps<S>) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const submission = useSubmission();
  const outcome = useOutcomeMessage();

  const close = () => {
    form.resetFields();
    submission.clear();
    onClose();
  };

  const onOk = async () => {
    if (!decision) return;
    const values = form.getFieldsValue(true) as Record<string, string | undefined>;
    const body = parseWithSchema(form, decision.schema, decision.body(values), t, {
      labels: {
        comment: commentLabelOf(decision, t),
        note: t('review.internalNote'),
        reference: t('review.payoutReference'),
        auditMoney: t('review.auditedAmount'),
        title: t('review.title'),
      },
      aliases: { reason: 'comment', body: 'comment' },
    });
    if (body === null) return;
    let answer: unknown;
    const done = await submission.run(async () => {
      answer = await decision.submit(body);
    });
    // Either way the lists reload (a refusal usually means the record moved), but the dialog
    // does not wait for every open list to be fetched again: on a busy server that held the
    // answered dialog open for seconds after the decision had been made.
    void queryClient.invalidateQueries();
    if (!done) return;
    outcome(answer, t('review.done'));
    close();
  };

  return (
    <Modal
      open={decision !== null}
      title={decision?.title}
      okText={decision?.confirm}
      okButtonProps={
        {
          danger: decision?.danger,
          loading: submission.busy,
          'data-testid': 'decision-confirm',
        } as ButtonProps
      }
      cancelText={t('common.cancel')}
      onOk={() => void onOk()}
      onCancel={close}
      destroyOnHidden
    >
      {decision ? (
        <ConsoleForm form={form} layout="vertical" preserve={false}>
          <div className="decision-summary">{decision.summary}</div>
          {decision.fields.includes('title') ? (
            <Form.Item name="title" label={t('review.title')} required>
              <Input maxLength={120} data-testid="decision-title" />
            </Form.Item>
          ) : null}
          {decision.fields.includes('amount') ? (
            <Form.Item name="auditMoney" label={t('review.auditedAmount')} required>
              <Input inputMode="decimal" autoComplete="off" data-testid="decision-amount" />
            </Form.Item>
          ) : null}
          {decision.fields.includes('reference') ? (
            <Form.Item
              name="reference"
              label={t('review.payoutReference')}
              extra={t('review.payoutReferenceHint')}
            >
              <Input maxLength={128} autoComplete="off" data-testid="decision-reference" />
            </Form.Item>
          ) : null}
          {decision.fields.includes('comment') ? (
            <Form.Item
              name="comment"
              label={commentLabelOf(decision, t)}
              required={decision.commentRequired}
              extra={commentHintOf(decision, t)}
            >
              <Input.TextArea rows={3} showCount data-testid="decision-comment" />
            </Form.Item>
          ) : null}
          {decision.fields.includes('note') ? (
            <Form.Item
              name="note"
              label={t('review.internalNote')}
              extra={t('review.internalNoteHint')}
            >
              <Input.TextArea rows={2} maxLength={500} data-testid="decision-note" />
            </Form.Item>
          ) : null}
          <RefusalAlert failure={submission.failure} />
        </ConsoleForm>
      ) : null}
    </Modal>
  );
};
