import type { GainsReportFilter } from '@brokerage/shared';
import {
  fetchCsvFile,
  fetchPdfFile,
  useFileDownload,
  type DownloadedFile,
} from '../../../lib/files/download-file';
import { gainsParams } from './get-gains-report';

/** The report as CSV: exact figures, English column names, UTF-8 with its byte-order mark. */
export const downloadGainsCsv = (filter: GainsReportFilter): Promise<DownloadedFile> =>
  fetchCsvFile('statement/gains.csv', gainsParams(filter), 'realised-gains.csv');

/** The report as a PDF statement in the reader's language (the client sends it). */
export const downloadGainsPdf = (filter: GainsReportFilter): Promise<DownloadedFile> =>
  fetchPdfFile('statement/gains.pdf', gainsParams(filter), 'realised-gains.pdf');

export const useDownloadGainsCsv = ({ onError }: { onError: (error: unknown) => void }) =>
  useFileDownload(downloadGainsCsv, { onError });

export const useDownloadGainsPdf = ({ onError }: { onError: (error: unknown) => void }) =>
  useFileDownload(downloadGainsPdf, { onError });
