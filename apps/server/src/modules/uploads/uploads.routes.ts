import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { operatorRef, READERS } from '../../lib/permissions.ts';
import { customerOf, operatorOf } from '../../http/route-auth.ts';
import { recordCustomerViews } from '../audit/personal-data-views.repository.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isUploadPurpose, readUpload, storeUpload } from './uploads.service.ts';

const storedFile = z.object({
  id: z.string(),
  purpose: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
const tags = ['uploads'];

export const uploadsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  /** multipart/form-data with a `purpose` field and one `file`. */
  app.post(
    '/upload',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: envelope(storedFile), ...failures },
      },
    },
    async (request) => {
      const actor = customerOf(request);
      if (!request.isMultipart()) throw new DomainError('FILE_REQUIRED');
      const part = await request.file();
      if (!part) throw new DomainError('FILE_REQUIRED');
      const purposeField = part.fields.purpose;
      const purpose = purposeField && 'value' in purposeField ? purposeField.value : undefined;
      if (!isUploadPurpose(purpose)) throw new DomainError('VALIDATION_FAILED');
      const data = await part.toBuffer();
      return { data: await storeUpload(deps, actor, { purpose, data }) };
    },
  );

  /**
   * Images were re-encoded at upload (no metadata, nothing after the pixels), so they
   * may show inline. A PDF is never rendered on our origin: PDFs are accepted because
   * deposit proofs and qualification documents usually come as bank or authority PDFs,
   * but a PDF can carry scripts and forms a viewer runs, and operators open these files
   * while signed in. So it is always a download (`attachment`), and every file answers
   * with a sandboxing CSP that lets it load and run nothing, and `nosniff`.
   */
  const sendFile = (reply: FastifyReply, file: { id: string; mime: string; data: Buffer }) => {
    const extension = file.mime.split('/')[1] ?? 'bin';
    const disposition = file.mime.startsWith('image/') ? 'inline' : 'attachment';
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', `${disposition}; filename="${file.id}.${extension}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.data);
  };

  app.get(
    '/upload/:id',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: { tags, security: [{ bearer: [] }], params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      const actor = customerOf(request);
      return sendFile(reply, await readUpload(deps, actor.customerId, request.params.id));
    },
  );

  /**
   * Reviewers see the documents they review; every operator read is a route with a role, and
   * in the audit log under the customer who uploaded the file.
   */
  app.get(
    '/admin/files/:id',
    {
      config: { auth: { operator: READERS } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      const file = await readUpload(deps, null, request.params.id);
      await recordCustomerViews(deps.db, {
        actor: operatorRef(operatorOf(request)),
        action: 'customer.document.view',
        customerIds: [file.customerId],
        detail: { fileId: file.id, purpose: file.purpose },
        ip: request.ip,
      });
      return sendFile(reply, file);
    },
  );
};
