/** Plain JSON object as received from or sent to discord.js. */
export type JsonObject = Record<string, unknown>;

/** A user known to the fake (players, admins, and the bot itself). */
export interface FakeUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string | null;
  readonly bot: boolean;
  /** Guild permissions as a decimal bitfield string (what Discord sends in `member.permissions`). */
  readonly permissions: string;
}

export interface FakeChannel {
  readonly id: string;
  /** 0 guild text channel, 1 DM. */
  readonly type: 0 | 1;
  readonly name: string;
  readonly guildId: string | null;
  /** For DM channels: the user on the other side. */
  readonly recipientId: string | null;
}

/** A file as uploaded by the bot (multipart `files[n]`), with the raw bytes. */
export interface FakeAttachment {
  readonly id: string;
  readonly filename: string;
  readonly contentType: string | null;
  readonly description: string | null;
  readonly size: number;
  readonly bytes: Buffer;
}

/** Who can see a message: everyone in the channel, only one user (ephemeral), or a DM recipient. */
export type Audience =
  | { readonly kind: 'channel' }
  | { readonly kind: 'ephemeral'; readonly userId: string }
  | { readonly kind: 'dm'; readonly userId: string };

/**
 * A message as stored by the fake. Stored messages are immutable snapshots: an edit replaces the
 * stored object, so a value you hold keeps showing the state at the time you read it.
 */
export interface FakeMessage {
  readonly id: string;
  readonly channelId: string;
  readonly guildId: string | null;
  readonly author: FakeUser;
  readonly content: string;
  readonly embeds: readonly JsonObject[];
  /** Action rows exactly as the bot sent them (parsed JSON). */
  readonly components: readonly JsonObject[];
  readonly attachments: readonly FakeAttachment[];
  readonly flags: number;
  /** flags & 64 */
  readonly ephemeral: boolean;
  readonly audience: Audience;
  readonly allowedMentions: JsonObject | null;
  readonly messageReference: JsonObject | null;
  /** Set for interaction responses and follow-ups: the interaction they answer. */
  readonly interactionId: string | null;
  /** True while a deferred reply (callback type 5) has not been edited yet ("Bot is thinking…"). */
  readonly loading: boolean;
  readonly createdAt: number;
  readonly editedAt: number | null;
}

/** One HTTP request the fake received. */
export interface RecordedRequest {
  readonly method: string;
  /** Decoded path below the API version, e.g. `/channels/123/messages` or `/webhooks/1/tok/messages/@original`. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** JSON body (for multipart: the parsed `payload_json`), or null. */
  readonly body: unknown;
  /** Uploaded files of a multipart body. */
  readonly files: readonly UploadedFile[];
  readonly status: number;
  readonly at: number;
}

export interface UploadedFile {
  /** Multipart field name, e.g. `files[0]`. */
  readonly field: string;
  readonly filename: string;
  readonly contentType: string | null;
  readonly bytes: Buffer;
}

/** An autocomplete choice as answered by the bot. */
export interface AutocompleteChoice {
  readonly name: string;
  readonly value: string | number;
}

/** The first answer (POST /interactions/:id/:token/callback) to an interaction. */
export interface InteractionCallback {
  /** 4 reply, 5 deferred reply, 6 deferred update, 7 update message, 8 autocomplete result, 9 modal. */
  readonly type: number;
  /** `data` of the callback body as sent. */
  readonly data: JsonObject | null;
  /** For 4, 5: the reply message created. For 6, 7: the component's message (after the update for 7). */
  readonly message: FakeMessage | null;
  /** For 8. */
  readonly choices: readonly AutocompleteChoice[] | null;
  /** For 9: the modal as sent (custom_id, title, components). */
  readonly modal: JsonObject | null;
  readonly files: readonly UploadedFile[];
}
