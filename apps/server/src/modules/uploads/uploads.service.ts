import { createHash, randomUUID } from 'node:crypto';
import { lockCustomer } from '../../db/customer-lock.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { DOCUMENT_TYPES, IMAGE_TYPES, inspectUpload } from './file-inspection.ts';
import { fitsQuota, getUploadQuota, type UploadQuota } from './upload-quota.ts';
import { findFile, insertFile, ownsFileFor, uploadUsage } from './uploads.repository.ts';

/**
 * What each kind of upload may contain. Identity documents and signatures are photos or
 * drawings: images only. Deposit proofs and the professional-investor qualification are
 * often a bank's or an authority's PDF, which a customer cannot turn into a photo without
 * losing legibility, so PDFs stay allowed there; a PDF naming scripts, launch actions or
 * embedded files is refused (pdf-inspection.ts) and every PDF is served only as a
 * sandboxed download (uploads.routes.ts).
 */
export const UPLOAD_PURPOSES = {
  kyc: IMAGE_TYPES,
  pro: DOCUMENT_TYPES,
  'deposit-proof': DOCUMENT_TYPES,
  signature: IMAGE_TYPES,
  // Stock financing: the one image the application asks for (seed section 5).
  loan: IMAGE_TYPES,
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(UPLOAD_PURPOSES, value);

export interface StoredFile {
  id: string;
  purpose: string;
  mime: string;
  size: number;
}

/**
 * Stores a file within the customer's quota (`uploads.quota`: files and bytes). The bytes
 * are written first under a fresh random key; then, in one transaction under the
 * customer's lock, the usage is summed and the row inserted only if it still fits, so a
 * burst of parallel uploads stores exactly what the quota allows. A refused file's bytes
 * are removed again.
 */
export const storeUpload = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: { purpose: UploadPurpose; data: Buffer },
): Promise<StoredFile> => {
  if (input.data.length === 0) throw new DomainError('FILE_REQUIRED');
  const quota = await getUploadQuota(deps.db);
  // A cheap early answer for a customer already at the quota (the lock below decides).
  if (!fitsQuota(await uploadUsage(deps.db, actor.customerId), 0, quota)) throw quotaError(quota);
  const inspected = await inspectUpload(input.data, UPLOAD_PURPOSES[input.purpose]);
  const storageKey = randomUUID();
  await deps.files.put(storageKey, inspected.data);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockCustomer(tx, actor.customerId);
      if (!fitsQuota(await uploadUsage(tx, actor.customerId), inspected.data.length, quota))
        throw quotaError(quota);
      return insertFile(tx, {
        customerId: actor.customerId,
        purpose: input.purpose,
        mime: inspected.mime,
        size: inspected.data.length,
        sha256: createHash('sha256').update(inspected.data).digest('hex'),
        storageKey,
      });
    });
  } catch (error) {
    await deps.files.remove(storageKey);
    throw error;
  }
};

const quotaError = (quota: UploadQuota) =>
  new DomainError('UPLOAD_QUOTA_EXCEEDED', {
    files: quota.files,
    megabytes: Math.floor(quota.bytes / (1024 * 1024)),
  });

/** A customer's own file (`customerId`), or any file for an operator (`customerId` null). */
export const readUpload = async (deps: AppDeps, customerId: number | null, id: string) => {
  const row = await findFile(deps.db, id, customerId);
  const data = row ? await deps.files.get(row.storageKey) : null;
  if (!row || !data) throw new DomainError('NOT_FOUND');
  return { mime: row.mime, data, id: row.id, customerId: row.customerId, purpose: row.purpose };
};

/** Checks that a file id belongs to the customer and was uploaded for this purpose. */
export const assertOwnFile = async (
  deps: AppDeps,
  customerId: number,
  id: string,
  purpose: UploadPurpose,
) => {
  if (!(await ownsFileFor(deps.db, customerId, id, purpose)))
    throw new DomainError('FILE_REQUIRED');
};
