import type { LedgerAdjustmentRequest } from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, unwrap } from '../../api/client';
import { fetchCustomer } from '../../components/customer-identity';

type Filters = Record<string, string>;
export const fetchEntries = (filters: Filters, page: number, pageSize: number) =>
  unwrap(
    api.GET('/api/v1/admin/ledger/entries', {
      params: {
        query: {
          ...filters,
          customerId: filters.customerId ? Number(filters.customerId) : undefined,
          page,
          pageSize,
        },
      },
    }),
  );
export type Entry = Awaited<ReturnType<typeof fetchEntries>>['items'][number];

export const useEntries = (filters: Filters, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['ledger', filters, page, pageSize],
    queryFn: () => fetchEntries(filters, page, pageSize),
  });

/** The ledger check run now; its answer is shown, nothing else reloads. */
export const useLedgerCheck = () =>
  useMutation({ mutationFn: () => unwrap(api.POST('/api/v1/admin/ledger/check')) });

/** A customer read (or taken from the cache) by ID, to show whom an adjustment would credit. */
export const useCustomerLookup = () => {
  const queryClient = useQueryClient();
  return (id: number) =>
    queryClient.fetchQuery({ queryKey: ['customer', id], queryFn: () => fetchCustomer(id) });
};

const postAdjustment = (body: LedgerAdjustmentRequest, idempotencyKey: string) =>
  unwrap(
    api.POST('/api/v1/admin/ledger/adjustments', {
      params: { header: { 'idempotency-key': idempotencyKey } },
      body,
    }),
  );

/**
 * A cash adjustment; `onAdjusted` runs (message, form cleared) before the entries reload.
 * `newAdjustment` forgets the idempotency key once the operator changes the form.
 */
export const useAdjustment = (
  onAdjusted: (result: Awaited<ReturnType<typeof postAdjustment>>) => void,
) => {
  const queryClient = useQueryClient();
  const idempotencyKey = useRef<string | null>(null);
  const mutation = useMutation({
    // One key per adjustment the operator confirms: a retry after a lost answer posts it once.
    mutationFn: (body: LedgerAdjustmentRequest) =>
      postAdjustment(body, (idempotencyKey.current ??= crypto.randomUUID())),
    onSuccess: (result) => {
      idempotencyKey.current = null;
      onAdjusted(result);
      void queryClient.invalidateQueries({ queryKey: ['ledger'] });
    },
  });
  const newAdjustment = () => {
    idempotencyKey.current = null;
  };
  return { mutation, newAdjustment };
};
