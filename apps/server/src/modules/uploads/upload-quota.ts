import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { getSetting } from '../reference/reference.repository.ts';

const uploadQuota = z.object({
  /** Files a customer may keep. */
  files: z.number().int().positive(),
  /** Stored bytes (after images are re-encoded) a customer may keep. */
  bytes: z.number().int().positive(),
});
export type UploadQuota = z.infer<typeof uploadQuota>;

export const UPLOAD_QUOTA_SETTING = 'uploads.quota';

/**
 * Identity documents, a few deposit proofs, a signature and a qualification document
 * are a dozen files; 50 files and 50 MB leave room for retries without letting one
 * customer fill the disk (one stored 200 MB in 11 s before this quota).
 */
export const DEFAULT_UPLOAD_SETTINGS = {
  [UPLOAD_QUOTA_SETTING]: { files: 50, bytes: 50 * 1024 * 1024 },
};

/** The quota operators set, or the default when the setting is missing. */
export const getUploadQuota = async (db: Executor): Promise<UploadQuota> => {
  const stored = await getSetting(db, UPLOAD_QUOTA_SETTING);
  return stored === undefined
    ? DEFAULT_UPLOAD_SETTINGS[UPLOAD_QUOTA_SETTING]
    : uploadQuota.parse(stored);
};

export const fitsQuota = (
  usage: { files: number; bytes: number },
  size: number,
  quota: UploadQuota,
): boolean => usage.files + 1 <= quota.files && usage.bytes + size <= quota.bytes;
