import type {
  customerFreezeRequest,
  customerMessageRequest,
  customerUnfreezeRequest,
  customerVipRequest,
} from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';
import { fetchCustomer } from '../../components/customer-identity';

/** The customer's page; the key the rest of the console reads and refreshes them by. */
export const useCustomer = (id: number) =>
  useQuery({
    queryKey: ['customer', id],
    queryFn: () => fetchCustomer(id),
    enabled: id > 0,
  });

const fetchAnswers = (id: number) =>
  unwrap(api.GET('/api/v1/admin/customers/{id}/appropriateness', { params: { path: { id } } }));
export type Answer = Awaited<ReturnType<typeof fetchAnswers>>['items'][number];

export const useAppropriatenessAnswers = (id: number) =>
  useQuery({
    queryKey: ['customer-appropriateness', id],
    queryFn: () => fetchAnswers(id),
  });

// The actions on a customer, each submitted by a confirmed decision (use-customer-actions).
const path = (id: number) => ({ params: { path: { id } } });
export const freezeCustomer = (id: number, body: z.infer<typeof customerFreezeRequest>) =>
  unwrap(api.POST('/api/v1/admin/customers/{id}/freeze', { ...path(id), body }));
export const unfreezeCustomer = (id: number, body: z.infer<typeof customerUnfreezeRequest>) =>
  unwrap(api.POST('/api/v1/admin/customers/{id}/unfreeze', { ...path(id), body }));
export const setCustomerVip = (id: number, body: z.infer<typeof customerVipRequest>) =>
  unwrap(api.PUT('/api/v1/admin/customers/{id}/vip', { ...path(id), body }));
export const messageCustomer = (id: number, body: z.infer<typeof customerMessageRequest>) =>
  unwrap(api.POST('/api/v1/admin/customers/{id}/messages', { ...path(id), body }));
export const resetCustomerPassword = (id: number) =>
  unwrap(api.POST('/api/v1/admin/customers/{id}/password-reset', path(id)));
export const resetCustomerFactors = (id: number) =>
  unwrap(api.POST('/api/v1/admin/customers/{id}/second-factor-reset', path(id)));
