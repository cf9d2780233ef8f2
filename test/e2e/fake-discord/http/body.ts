import type { IncomingMessage } from 'node:http';
import type { UploadedFile } from '../types.ts';

export interface ParsedBody {
  /** JSON body, or the parsed `payload_json` field of a multipart body; null when empty. */
  readonly json: unknown;
  readonly files: readonly UploadedFile[];
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads a request body the way Discord accepts it: JSON, or multipart with payload_json and files[n]. */
export async function parseBody(req: IncomingMessage): Promise<ParsedBody> {
  const raw = await readAll(req);
  if (raw.length === 0) return { json: null, files: [] };
  const contentType = req.headers['content-type'] ?? '';
  if (contentType.startsWith('multipart/form-data')) return parseMultipart(raw, contentType);
  return { json: JSON.parse(raw.toString('utf8')) as unknown, files: [] };
}

// undici's Response#formData() implements multipart parsing, so no dependency is needed.
async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  let json: unknown = null;
  const files: UploadedFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'payload_json') json = JSON.parse(value) as unknown;
      continue;
    }
    files.push({
      field,
      filename: value.name,
      contentType: value.type === '' ? null : value.type,
      bytes: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, files };
}
