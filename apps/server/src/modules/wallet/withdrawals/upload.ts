import { confirmWithdrawalBody, isErrorCode, WITHDRAWAL_PROOF_MAX_BYTES } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../http/errors.ts';
import type { Confirmation } from './confirm.ts';

/**
 * Reads a confirmation: JSON (`{ received: true }`) or multipart form data (fields `received`,
 * `amountReceived`, file `proof` of at most 5 MiB: 413 `upload_too_large` beyond).
 */
export async function readConfirmation(request: FastifyRequest): Promise<Confirmation> {
  const { fields, proof } = request.isMultipart()
    ? await readForm(request)
    : { fields: request.body, proof: undefined };
  const parsed = confirmWithdrawalBody.safeParse(fields ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = issue && isErrorCode(issue.message) ? issue.message : 'validation_error';
    throw new AppError(code, issue?.path.length ? { [issue.path.join('.')]: code } : undefined);
  }
  if (parsed.data.received) return { received: true };
  return { received: false, amountReceived: BigInt(parsed.data.amountReceived ?? '0'), proof };
}

async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; proof?: Buffer }> {
  const fields: Record<string, string> = {};
  let proof: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: WITHDRAWAL_PROOF_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'proof') throw new AppError('validation_error', { proof: 'required' });
        proof = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('upload_too_large');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('validation_error', { proof: 'one_file' });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('unsupported_media_type');
    // busboy's complaints about a malformed body ("Unexpected end of form", bad boundary…)
    if (error instanceof Error && !code) throw new AppError('validation_error');
    throw error;
  }
  return { fields, proof };
}
