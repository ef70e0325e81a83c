import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { DOCUMENT_TYPES, IMAGE_TYPES, inspectUpload } from './file-inspection.ts';

/** What each kind of upload may contain. */
export const UPLOAD_PURPOSES = {
  kyc: IMAGE_TYPES,
  pro: DOCUMENT_TYPES,
  'deposit-proof': DOCUMENT_TYPES,
  signature: IMAGE_TYPES,
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

export const storeUpload = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: { purpose: UploadPurpose; data: Buffer },
): Promise<StoredFile> => {
  if (input.data.length === 0) throw new DomainError('FILE_REQUIRED');
  const inspected = await inspectUpload(input.data, UPLOAD_PURPOSES[input.purpose]);
  const storageKey = randomUUID();
  await deps.files.put(storageKey, inspected.data);
  const [row] = await deps.db
    .insert(files)
    .values({
      customerId: actor.customerId,
      purpose: input.purpose,
      mime: inspected.mime,
      size: inspected.data.length,
      sha256: createHash('sha256').update(inspected.data).digest('hex'),
      storageKey,
    })
    .returning({ id: files.id, purpose: files.purpose, mime: files.mime, size: files.size });
  if (!row) throw new Error('file insert returned nothing');
  return row;
};

/** A customer's own file (`customerId`), or any file for an operator (`customerId` null). */
export const readUpload = async (deps: AppDeps, customerId: number | null, id: string) => {
  const ownership = customerId === null ? undefined : eq(files.customerId, customerId);
  const [row] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.id, id), ownership));
  const data = row ? await deps.files.get(row.storageKey) : null;
  if (!row || !data) throw new DomainError('NOT_FOUND');
  return { mime: row.mime, data, id: row.id };
};

/** Checks that a file id belongs to the customer and was uploaded for this purpose. */
export const assertOwnFile = async (
  deps: AppDeps,
  customerId: number,
  id: string,
  purpose: UploadPurpose,
) => {
  const [row] = await deps.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, id), eq(files.customerId, customerId), eq(files.purpose, purpose)));
  if (!row) throw new DomainError('FILE_REQUIRED');
};
