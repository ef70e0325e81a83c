import { can, REVIEW_QUEUES, type ReviewClaim, type ReviewQueueName } from '@brokerage/shared';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Select, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { useOperator } from '../session/use-operator';
import { DateTime } from './date-time';

const CLAIMS = 'review-claims';

export const isClaimableQueue = (name: string): name is ReviewQueueName =>
  (REVIEW_QUEUES as readonly string[]).includes(name);

/**
 * Who works on which record of the page shown: asked again every 20 s (another reviewer's
 * claim) and at once after this operator's own claim, release or assignment.
 */
export const useReviewClaims = (queue: ReviewQueueName | null, ids: number[]) =>
  useQuery({
    queryKey: [CLAIMS, queue, ids.join(',')],
    // A queue that takes no claims, or an empty page, asks nothing.
    queryFn:
      queue === null || ids.length === 0
        ? skipToken
        : async () =>
            new Map(
              (
                await unwrap(
                  api.GET('/api/v1/admin/review-claims', {
                    params: { query: { queue, ids: ids.join(',') } },
                  }),
                )
              ).map((claim) => [claim.recordId, claim]),
            ),
    refetchInterval: 20_000,
  });

const useReviewers = (enabled: boolean) =>
  useQuery({
    queryKey: ['operators'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/operators')),
    enabled,
    select: (operators) =>
      operators.filter((operator) => !operator.disabled && can(operator.role, 'review')),
  });

/**
 * A waiting record's claim: take it up, let it go, or (an admin) hand it to a reviewer. The
 * claim says who is on it; deciding stays open to every reviewer, and the decision dialog
 * says who holds it (`ClaimWarning`).
 */
export const ClaimControl = ({
  queue,
  recordId,
  claim,
}: {
  queue: ReviewQueueName;
  recordId: number;
  claim: ReviewClaim | undefined;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const me = useOperator().data;
  const isAdmin = can(me?.role, 'manage');
  const reviewers = useReviewers(isAdmin);
  const target = { queue, recordId };
  const onSettled = () => queryClient.invalidateQueries({ queryKey: [CLAIMS, queue] });
  const onError = (error: Error) => void message.error(error.message);
  const take = useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/admin/review-claims', { body: target })),
    onSettled,
    onError,
  });
  const release = useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/admin/review-claims/release', { body: target })),
    onSettled,
    onError,
  });
  const assign = useMutation({
    mutationFn: (operatorId: number) =>
      unwrap(api.POST('/api/v1/admin/review-claims/assign', { body: { ...target, operatorId } })),
    onSettled,
    onError,
  });
  const mine = claim !== undefined && claim.operatorId === me?.id;
  return (
    // At most as wide as the decisions above it: the actions column stays narrow.
    <Space size={4} wrap style={{ maxWidth: 170 }} data-testid={`claim-${recordId}`}>
      {claim ? (
        <Tooltip
          title={
            <>
              {t('claims.since')} <DateTime value={claim.claimedAt} />
              {claim.assignedBy ? ` · ${t('claims.assignedBy', { name: claim.assignedBy })}` : ''}
            </>
          }
        >
          <Tag color={mine ? 'blue' : 'purple'} data-testid={`claimed-by-${recordId}`}>
            {mine ? t('claims.yours') : claim.username}
          </Tag>
        </Tooltip>
      ) : null}
      {claim ? null : (
        <Button
          size="small"
          type="link"
          loading={take.isPending}
          onClick={() => take.mutate()}
          data-testid={`claim-take-${recordId}`}
        >
          {t('claims.take')}
        </Button>
      )}
      {claim && (mine || isAdmin) ? (
        <Button
          size="small"
          type="link"
          loading={release.isPending}
          onClick={() => release.mutate()}
          data-testid={`claim-release-${recordId}`}
        >
          {t('claims.release')}
        </Button>
      ) : null}
      {isAdmin ? (
        <Select<number>
          size="small"
          placeholder={t('claims.assign')}
          aria-label={t('claims.assign')}
          style={{ minWidth: 96 }}
          loading={reviewers.isPending || assign.isPending}
          value={null}
          options={(reviewers.data ?? []).map((operator) => ({
            value: operator.id,
            label: operator.username,
          }))}
          onChange={(operatorId) => assign.mutate(operatorId)}
          data-testid={`claim-assign-${recordId}`}
        />
      ) : null}
    </Space>
  );
};

/** In a decision dialog: another operator holds the record (deciding is still allowed). */
export const ClaimWarning = ({ claim }: { claim: ReviewClaim | undefined }) => {
  const { t } = useTranslation();
  const me = useOperator().data;
  if (!claim || claim.operatorId === me?.id) return null;
  return (
    <p className="claim-warning" data-testid="claim-warning">
      <Tag color="purple">{claim.username}</Tag> {t('claims.heldByOther')}
    </p>
  );
};
