import { practiceStatus, type PracticeStatus } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

export const PRACTICE_KEY = QUERY_ROOTS.practice;

export const getPracticeStatus = async (): Promise<PracticeStatus> =>
  practiceStatus.parse(await apiClient.api({ url: 'practice' }));

/** The person's open practice account, or `account: null` before they open one. */
export const usePracticeStatus = ({ enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: [...PRACTICE_KEY, 'status'], queryFn: getPracticeStatus, enabled });
