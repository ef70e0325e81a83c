import type { AwaitingSecondApprover } from '@brokerage/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** The answer of an action that took two operators above a threshold: only a proposal. */
export const isAwaitingSecondApprover = (answer: unknown): answer is AwaitingSecondApprover =>
  typeof answer === 'object' && answer !== null && 'awaitingSecondApprover' in answer;

/**
 * Tells the operator what their action did: done (`done`), or, when the server made it a
 * four-eyes proposal, that nothing happens until a second operator approves it in Approvals.
 */
export const useOutcomeMessage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (answer: unknown, done: string) => {
    if (isAwaitingSecondApprover(answer))
      void message.warning({
        content: t('approvals.waiting', { id: answer.proposal.id }),
        className: 'awaiting-second-approver',
        duration: 8,
      });
    else void message.success(done);
  };
};
