import { depositInstructions } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type DepositInstructions = ReturnType<typeof depositInstructions.parse>;

export const getDepositInstructions = async (): Promise<DepositInstructions> =>
  depositInstructions.parse(await apiClient.api({ url: 'deposit/instructions' }));

/**
 * The addresses are the customer's own: kept under 'member', which login and logout clear,
 * so the next customer on this phone never sees (and pays into) the previous one's address.
 */
export const depositInstructionsQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'deposit', 'instructions'],
    queryFn: getDepositInstructions,
    staleTime: 5 * 60_000,
  });

export const useDepositInstructions = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...depositInstructionsQueryOptions(), enabled });
