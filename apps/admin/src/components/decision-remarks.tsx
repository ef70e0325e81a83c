import { LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DecisionRemarksProps {
  /** What the customer read: the decision's comment or reason. */
  message: string | null | undefined;
  /** The operators' internal note, never sent to the customer. */
  note: string | null | undefined;
  /** The note's test id (`decision-note-<record id>` on a review queue). */
  noteTestId: string;
  /** More about the decision, e.g. a payout's reference. */
  extra?: ReactNode;
}

/**
 * A decision's texts, each marked by who reads it (issue 28 item 3): the message the customer
 * read, and apart from it, with a lock, the note only operators see.
 */
export const DecisionRemarks = ({ message, note, noteTestId, extra }: DecisionRemarksProps) => {
  const { t } = useTranslation();
  if (!message && !note && !extra) return <>—</>;
  return (
    <div className="decision-remarks">
      {message ? <div className="decision-message">{message}</div> : null}
      {note ? (
        <div className="decision-note" data-testid={noteTestId}>
          <LockOutlined aria-hidden />{' '}
          <span className="muted">{t('review.internalNoteShort')}:</span> {note}
        </div>
      ) : null}
      {extra}
    </div>
  );
};
