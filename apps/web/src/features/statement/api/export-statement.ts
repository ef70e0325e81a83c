import type { StatementFilter } from '@brokerage/shared';
import {
  fetchCsvFile,
  useFileDownload,
  type DownloadedFile,
} from '../../../lib/files/download-file';
import { filterParams } from './get-statement';

/** GET statement.csv with the same filters, as a file to save. */
export const exportStatement = (filter: StatementFilter): Promise<DownloadedFile> =>
  fetchCsvFile('statement.csv', filterParams(filter), 'statement.csv');

/** The export can take a while: a loading toast is shown until the file is ready. */
export const useExportStatement = ({ onError }: { onError: (error: unknown) => void }) =>
  useFileDownload(exportStatement, { onError });
