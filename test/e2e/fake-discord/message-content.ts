import { nextSnowflake } from './snowflake.ts';
import type { FakeAttachment, JsonObject, UploadedFile } from './types.ts';

/** The editable part of a message. */
export interface MessageContent {
  readonly content: string;
  readonly embeds: readonly JsonObject[];
  readonly components: readonly JsonObject[];
  readonly attachments: readonly FakeAttachment[];
  readonly flags: number;
  readonly allowedMentions: JsonObject | null;
  readonly messageReference: JsonObject | null;
}

export const EMPTY_CONTENT: MessageContent = {
  content: '',
  embeds: [],
  components: [],
  attachments: [],
  flags: 0,
  allowedMentions: null,
  messageReference: null,
};

function asObject(value: unknown): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

function objects(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.map(asObject) : [];
}

function newAttachment(file: UploadedFile, meta: JsonObject): FakeAttachment {
  return {
    id: nextSnowflake(),
    filename: typeof meta.filename === 'string' ? meta.filename : file.filename,
    contentType: file.contentType,
    description: typeof meta.description === 'string' ? meta.description : null,
    size: file.bytes.length,
    bytes: file.bytes,
  };
}

/**
 * Applies a create or edit body (JSON or multipart) to `base`, like Discord does: fields that are
 * absent stay as they were; `attachments`, when present, is the full list to keep, where an entry
 * whose id names an uploaded `files[id]` is a new file and any other id is an existing attachment.
 */
export function applyMessageBody(base: MessageContent, bodyValue: unknown, files: readonly UploadedFile[]): MessageContent {
  const body = asObject(bodyValue);
  const uploadsByIndex = new Map<string, UploadedFile>();
  files.forEach((file, i) => {
    const match = /^files\[(\d+)\]$/.exec(file.field);
    uploadsByIndex.set(match?.[1] ?? String(i), file);
  });

  let attachments = base.attachments;
  if (Array.isArray(body.attachments)) {
    const kept: FakeAttachment[] = [];
    const used = new Set<string>();
    for (const meta of objects(body.attachments)) {
      const id = String(meta.id);
      const upload = uploadsByIndex.get(id);
      if (upload !== undefined) {
        kept.push(newAttachment(upload, meta));
        used.add(id);
      } else {
        const existing = base.attachments.find((a) => a.id === id);
        if (existing !== undefined) kept.push(existing);
      }
    }
    for (const [index, upload] of uploadsByIndex) if (!used.has(index)) kept.push(newAttachment(upload, {}));
    attachments = kept;
  } else if (files.length > 0) {
    attachments = [...base.attachments, ...files.map((f) => newAttachment(f, {}))];
  }

  return {
    content: typeof body.content === 'string' ? body.content : body.content === null ? '' : base.content,
    embeds: 'embeds' in body ? objects(body.embeds) : base.embeds,
    components: 'components' in body ? objects(body.components) : base.components,
    attachments,
    flags: typeof body.flags === 'number' ? body.flags : base.flags,
    allowedMentions: 'allowed_mentions' in body ? asObject(body.allowed_mentions) : base.allowedMentions,
    messageReference: 'message_reference' in body ? asObject(body.message_reference) : base.messageReference,
  };
}
