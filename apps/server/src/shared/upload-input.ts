import type { FastifyRequest } from 'fastify';
import { AppError, badInput } from './errors.js';
import { mergedInput } from './validate.js';

/**
 * The input of an upload call (docs/spec/api-conventions.md: multipart, the field `file` plus form fields):
 * query and path merged with the form fields, and every `file` part read into memory as `file`
 * (a list, the field may repeat). Other file fields are drained and ignored. A request that is not
 * multipart is read as an ordinary body with no files, so a call that only refers to files sent
 * earlier may be made as a form.
 */
export async function readUploadInput(req: FastifyRequest): Promise<Record<string, unknown>> {
  if (!req.isMultipart()) return { ...mergedInput(req), file: [] };
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') files.push(data);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badInput('一次上传的文件过多，最多9个');
    // The multipart parser's own refusals carry no code ("Multipart: Boundary not found", "Unexpected
    // end of multipart data"): a body that is not the multipart it says it is, the client's fault.
    if (!code && err instanceof Error && !(err instanceof AppError))
      throw badInput('上传内容格式不正确或不完整，请重新上传');
    throw err;
  }
  // Path parameters win over fields, as in mergedInput.
  const params = (req.params ?? {}) as Record<string, unknown>;
  const query = (req.query ?? {}) as Record<string, unknown>;
  return { ...query, ...fields, ...params, file: files };
}
