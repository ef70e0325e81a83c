import { depositInstructions } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type DepositInstructions = ReturnType<typeof depositInstructions.parse>;

export const getDepositInstructions = async (): Promise<DepositInstructions> =>
  depositInstructions.parse(await apiClient.api({ url: 'deposit/instructions' }));

export const depositInstructionsQueryOptions = () =>
  queryOptions({
    queryKey: ['deposit', 'instructions'],
    queryFn: getDepositInstructions,
    staleTime: 5 * 60_000,
  });

export const useDepositInstructions = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...depositInstructionsQueryOptions(), enabled });
