import type { StatementFilter } from '@brokerage/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { withLoading } from '../../../lib/ui/notify';
import { saveBlob } from '../../../lib/files/save-blob';
import { filterParams } from './get-statement';

const BOM = '\uFEFF';

/**
 * GET statement.csv with the same filters, through the API client (bearer token, language),
 * returned as a Blob. A failure still arrives as the API's JSON error.
 */
export const exportStatement = async (
  filter: StatementFilter,
): Promise<{ blob: Blob; filename: string }> => {
  const response = await apiClient.request<unknown>({
    url: 'statement.csv',
    data: filterParams(filter),
    timeout: 60_000,
    prevent: true,
  });
  const text = typeof response.data === 'string' ? response.data : '';
  // fetch's text() drops the byte-order mark; spreadsheets need it to read UTF-8.
  const blob = new Blob([text.startsWith(BOM) ? text : `${BOM}${text}`], {
    type: 'text/csv;charset=utf-8',
  });
  const disposition = response.header['content-disposition'] ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'statement.csv';
  return { blob, filename };
};

/** The export can take a while: a loading toast is shown until the file is ready. */
export const useExportStatement = ({ onError }: { onError: (error: unknown) => void }) =>
  useMutation({
    mutationFn: (filter: StatementFilter) =>
      withLoading(() => exportStatement(filter), i18n.t('common.loading')),
    meta: { silent: true },
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
    onError,
  });
