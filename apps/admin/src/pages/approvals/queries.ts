import type { PROPOSAL_STATUSES, proposalDecisionRequest } from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

export type Status = (typeof PROPOSAL_STATUSES)[number];
export const fetchProposals = (status: Status, page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/approvals', { params: { query: { status, page, pageSize } } }));
export type Proposal = Awaited<ReturnType<typeof fetchProposals>>['items'][number];

/** Keyed by the queue's name: the menu's counts invalidate `['approvals']`. */
export const useProposals = (status: Status, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['approvals', status, page, pageSize],
    queryFn: () => fetchProposals(status, page, pageSize),
  });

export const decideProposal = (id: number, body: z.infer<typeof proposalDecisionRequest>) =>
  unwrap(api.POST('/api/v1/admin/approvals/{id}/decision', { params: { path: { id } }, body }));

/** One's own proposal taken back; everything is refreshed, the counts with it. */
export const useWithdrawProposal = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/admin/approvals/{id}/withdraw', { params: { path: { id } } })),
    onSuccess: () => void message.success(t('review.done')),
    onError: (error) => void message.error(error.message),
    onSettled: () => void queryClient.invalidateQueries(),
  });
};
