import {
  loanView,
  type LoanApplication,
  type LoanRepayRequest,
  type LoanView,
} from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';
import { BALANCE_QUERY_KEYS, QUERY_ROOTS } from '../../../lib/query/query-keys';
import { postIdempotent, useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { fetchPdfFile, useFileDownload } from '../../../lib/files/download-file';

export const useApplyForLoan = (callbacks: {
  onSuccess: (loan: LoanView) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(
    async (application: LoanApplication) =>
      loanView.parse(
        await apiClient.api({ url: 'loans', method: 'POST', data: application, prevent: true }),
      ),
    { invalidates: [QUERY_ROOTS.loans], ...callbacks },
  );

/**
 * Repays with the pay password; one Idempotency-Key per confirmation, so a retry pays once.
 * A repayment releases pledged shares (pro rata, all of them once repaid): Trade's positions,
 * whose lots show what is pledged, are out of date with the loans and the money.
 */
export const useRepayLoan = (
  id: number,
  callbacks: { onSuccess: (loan: LoanView) => void; onError: (error: unknown) => void },
) =>
  useIdempotentMutation<{ request: LoanRepayRequest }, LoanView>(
    async ({ request, idempotencyKey }) =>
      loanView.parse(await postIdempotent(`loans/${id}/repay`, request, idempotencyKey)),
    { invalidates: [QUERY_ROOTS.loans, QUERY_ROOTS.trade, ...BALANCE_QUERY_KEYS], ...callbacks },
  );

/** The agreement PDF, fetched with the session and saved as a file. */
export const useDownloadAgreement = ({ onError }: { onError: (error: unknown) => void }) =>
  useFileDownload(
    (id: number) => fetchPdfFile(`loans/${id}/agreement`, {}, `loan-agreement-${id}.pdf`),
    { onError },
  );
