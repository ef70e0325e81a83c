import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { HttpError } from '../http/http-error';

/** What the upload service accepts (ARCHITECTURE.md section 7). */
export type UploadPurpose = 'kyc' | 'pro' | 'deposit-proof' | 'signature' | 'loan';

export interface StoredFile {
  id: string;
  purpose: string;
  mime: string;
  size: number;
}

/** The server's default size cap; larger files are refused here before any byte is sent. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const isStoredFile = (value: unknown): value is StoredFile => {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.id === 'string' &&
    typeof file.purpose === 'string' &&
    typeof file.mime === 'string' &&
    typeof file.size === 'number'
  );
};

export const uploadFile = async ({
  purpose,
  file,
}: {
  purpose: UploadPurpose;
  file: File;
}): Promise<StoredFile> => {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new HttpError({ status: 413, code: 'PAYLOAD_TOO_LARGE', messages: [] });
  }
  const stored = await apiClient.upload<unknown>({
    url: 'upload',
    files: [{ name: 'file', file }],
    formData: { purpose },
  });
  if (!isStoredFile(stored)) throw new Error('unexpected upload answer');
  return stored;
};

export const useUploadFile = () => useMutation({ mutationFn: uploadFile, meta: { silent: true } });

/**
 * The stored (re-encoded) bytes of an upload as an object URL: uploads are private, so an
 * <img src> cannot fetch them; the bearer token goes with this request instead.
 * The caller revokes the URL.
 */
export const fetchUploadUrl = async (id: string): Promise<{ url: string; mime: string }> => {
  const response = await apiClient.request<ArrayBuffer>({
    url: `upload/${encodeURIComponent(id)}`,
    responseType: 'arraybuffer',
  });
  const mime = response.header['content-type'] ?? 'application/octet-stream';
  return { url: URL.createObjectURL(new Blob([response.data], { type: mime })), mime };
};
