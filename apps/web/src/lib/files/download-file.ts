import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { i18n } from '../i18n/i18n';
import { withLoading } from '../ui/notify';
import { saveBlob } from './save-blob';

/** A file the API made, ready to save. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

const BOM = '\uFEFF';

/** The name a content-disposition header gives the file, else `fallback`. */
export const filenameFrom = (disposition: string | undefined, fallback: string): string =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;

/** Exports are generated on request and can take a while. */
const EXPORT_TIMEOUT_MS = 60_000;

/**
 * GET a CSV export through the API client (bearer token, language), as a Blob with the
 * byte-order mark spreadsheets need to read UTF-8. A failure still arrives as the API's JSON
 * error.
 */
export const fetchCsvFile = async (
  url: string,
  params: Record<string, string | number>,
  fallbackName: string,
): Promise<DownloadedFile> => {
  const response = await apiClient.request<unknown>({
    url,
    data: params,
    timeout: EXPORT_TIMEOUT_MS,
    prevent: true,
  });
  const text = typeof response.data === 'string' ? response.data : '';
  // fetch's text() drops the byte-order mark; spreadsheets need it to read UTF-8.
  const blob = new Blob([text.startsWith(BOM) ? text : `${BOM}${text}`], {
    type: 'text/csv;charset=utf-8',
  });
  return { blob, filename: filenameFrom(response.header['content-disposition'], fallbackName) };
};

/** GET a PDF the API renders (in the reader's language, which the client sends), as a Blob. */
export const fetchPdfFile = async (
  url: string,
  params: Record<string, string | number>,
  fallbackName: string,
): Promise<DownloadedFile> => {
  const response = await apiClient.request<ArrayBuffer>({
    url,
    data: params,
    timeout: EXPORT_TIMEOUT_MS,
    responseType: 'arraybuffer',
    prevent: true,
  });
  return {
    blob: new Blob([response.data], { type: 'application/pdf' }),
    filename: filenameFrom(response.header['content-disposition'], fallbackName),
  };
};

/**
 * A download as a mutation: a loading toast until the file is ready, then saved as a file;
 * the caller's handler says what went wrong (`meta.silent`: the global handler stays quiet).
 */
export const useFileDownload = <Input>(
  fetchFile: (input: Input) => Promise<DownloadedFile>,
  { onError }: { onError: (error: unknown) => void },
) =>
  useMutation({
    mutationFn: (input: Input) => withLoading(() => fetchFile(input), i18n.t('common.loading')),
    meta: { silent: true },
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
    onError,
  });
