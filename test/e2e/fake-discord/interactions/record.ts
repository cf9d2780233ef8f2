import type { FakeUser, InteractionCallback, JsonObject } from '../types.ts';

/** What the fake knows about one interaction it sent: the payload and everything the bot answered. */
export class InteractionRecord {
  readonly createdAt = Date.now();
  callback: InteractionCallback | null = null;
  /** The message `@original` refers to: the reply (4, 5) or the component's message (6, 7). */
  originalMessageId: string | null = null;
  /**
   * The message that settled the interaction: the reply (4), the updated message (7), or for a
   * deferral (5, 6) whichever came first of an @original edit and a follow-up.
   */
  settledMessageId: string | null = null;
  readonly followUpIds: string[] = [];
  /** The modal (callback 9), if the bot answered with one; `fake.submitModal` answers it. */
  get modal(): JsonObject | null {
    return this.callback?.modal ?? null;
  }

  constructor(
    readonly id: string,
    readonly token: string,
    /** 2 command, 3 component, 4 autocomplete, 5 modal submit. */
    readonly type: 2 | 3 | 4 | 5,
    readonly user: FakeUser,
    readonly channelId: string,
    /** For component and modal-from-component interactions: the message the component is on. */
    readonly sourceMessageId: string | null,
    readonly payload: JsonObject,
  ) {}
}

/** Interactions by id and by token (webhook routes only carry the token). */
export class InteractionRegistry {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byToken = new Map<string, InteractionRecord>();

  add(record: InteractionRecord): void {
    this.byId.set(record.id, record);
    this.byToken.set(record.token, record);
  }

  get(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  byWebhookToken(token: string): InteractionRecord | undefined {
    return this.byToken.get(token);
  }

  all(): InteractionRecord[] {
    return [...this.byId.values()];
  }
}
