import { loanHistory, loanTerms, loanView, page, type LoanView } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';
import { REAL_ACCOUNT } from '../../../stores/account-store';

const loanPage = page(loanView);

// Loans are real money only: read in the real account whichever is shown, so that a margin
// call of a real loan is seen on every screen, the practice account's too (MarginCallBanner).
export type LoanState = 'open' | 'closed' | 'all';

/** The terms offered now (rates per day, periods, currencies with limits), from the settings. */
export const useLoanTerms = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [...QUERY_ROOTS.loans, 'terms'],
    queryFn: async () =>
      loanTerms.parse(await apiClient.api({ url: 'loans/terms', header: REAL_ACCOUNT })),
    enabled,
    staleTime: 60_000,
  });

export const useLoans = (state: LoanState, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [...QUERY_ROOTS.loans, 'list', state],
    queryFn: async (): Promise<LoanView[]> =>
      loanPage.parse(
        await apiClient.api({ url: 'loans', data: { state, pageSize: 100 }, header: REAL_ACCOUNT }),
      ).items,
    enabled,
    staleTime: 5_000,
  });

export const useLoan = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [...QUERY_ROOTS.loans, 'detail', id],
    queryFn: async () =>
      loanView.parse(await apiClient.api({ url: `loans/${id}`, header: REAL_ACCOUNT })),
    enabled,
  });

export const useLoanHistory = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [...QUERY_ROOTS.loans, 'history', id],
    queryFn: async () =>
      loanHistory.parse(await apiClient.api({ url: `loans/${id}/history`, header: REAL_ACCOUNT })),
    enabled,
  });
