import {
  MARKET_CODES,
  type corporateActionStatus,
  type DividendRequest,
  type SplitRequest,
} from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

export type ActionStatus = z.infer<typeof corporateActionStatus>;

export const fetchCorporateActions = (
  status: ActionStatus | undefined,
  page: number,
  pageSize: number,
) =>
  unwrap(
    api.GET('/api/v1/admin/corporate-actions', { params: { query: { status, page, pageSize } } }),
  );
export type CorporateAction = Awaited<ReturnType<typeof fetchCorporateActions>>['items'][number];

export const useCorporateActions = (
  status: ActionStatus | undefined,
  page: number,
  pageSize: number,
) =>
  useQuery({
    queryKey: ['corporate-actions', status, page, pageSize],
    queryFn: () => fetchCorporateActions(status, page, pageSize),
  });

export type FeedRecordsShown = 'attention' | 'all';

export const fetchFeedRecords = (show: FeedRecordsShown, page: number, pageSize: number) =>
  unwrap(
    api.GET('/api/v1/admin/corporate-actions/feed-records', {
      params: { query: { show, page, pageSize } },
    }),
  );
export type FeedRecord = Awaited<ReturnType<typeof fetchFeedRecords>>['items'][number];

/** The feed's records: by default those rejected or amended, which an operator looks into. */
export const useFeedRecords = (show: FeedRecordsShown, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['corporate-feed-records', show, page, pageSize],
    queryFn: () => fetchFeedRecords(show, page, pageSize),
  });

export const fetchFeedStatus = () => unwrap(api.GET('/api/v1/admin/corporate-actions/feed'));

/** Whether a feed is configured and how its last read went (read each minute by the job). */
export const useFeedStatus = () =>
  useQuery({
    queryKey: ['corporate-feed-status'],
    queryFn: fetchFeedStatus,
    refetchInterval: 60_000,
  });

export const proposeDividend = (body: DividendRequest) =>
  unwrap(api.POST('/api/v1/admin/corporate-actions/dividends', { body }));
export const proposeSplit = (body: SplitRequest) =>
  unwrap(api.POST('/api/v1/admin/corporate-actions/splits', { body }));
/** What entering either kind answers: a proposal waiting for a second admin. */
export type ActionProposed = Awaited<ReturnType<typeof proposeDividend>>;

/**
 * An action entered: always a proposal a second admin approves, so the list does not change;
 * the approvals (and the menu's counts) do. `onProposed` runs first (message, drawer closed).
 */
export const useProposal = <B>(
  send: (body: B) => Promise<ActionProposed>,
  onProposed: (answer: ActionProposed) => void,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      onProposed(answer);
      await queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
};

/**
 * An action (either kind) cancelled before its ex-date; the list reloads either way (it may
 * have moved). The screen says which kind was cancelled on each call's own success.
 */
export const useCancelAction = (onRefused: (error: Error) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/admin/corporate-actions/{id}/cancel', { params: { path: { id } } })),
    onError: onRefused,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['corporate-actions'] }),
  });
};

type Market = (typeof MARKET_CODES)[number];
const isMarket = (value: string): value is Market => MARKET_CODES.some((code) => code === value);

/**
 * What an operator typed into the instrument picker, as the instruments search takes it: a
 * symbol's start or a name's part, and a market when the text starts with one (`US:KO`).
 */
export const instrumentSearch = (text: string): { market?: Market; q?: string } => {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const market = colon > 0 ? trimmed.slice(0, colon).toUpperCase() : '';
  if (isMarket(market)) return { market, q: trimmed.slice(colon + 1).trim() || undefined };
  return { q: trimmed || undefined };
};

/** Instruments matching the picker's text (listed or not: a corporate action is the issuer's). */
export const useInstrumentChoices = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: ['instruments', 'picker', text],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/instruments', {
          params: { query: { ...instrumentSearch(text), page: 1, pageSize: 20 } },
        }),
      ),
    enabled,
    placeholderData: (previous) => previous,
  });

/** Operators by id, to name who entered and approved an action (admins may list operators). */
export const useOperatorNames = (enabled: boolean) =>
  useQuery({
    queryKey: ['operators'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/operators')),
    enabled,
    select: (operators) => new Map(operators.map((operator) => [operator.id, operator.username])),
  });
