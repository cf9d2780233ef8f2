import type { MessageStore } from '../state/messages.ts';
import type { FakeMessage, InteractionCallback, JsonObject } from '../types.ts';
import { HANG_MS, type Waiters } from '../wait.ts';
import type { InteractionRecord } from './record.ts';

export interface WaitOptions {
  timeoutMs?: number;
}

/** Only a hang fails a wait (see HANG_MS): a busy machine may take longer than Discord's 3 s to answer. */
const DEFAULT_RESPONSE_TIMEOUT_MS = HANG_MS;
const DEFAULT_FINAL_TIMEOUT_MS = HANG_MS;

/** A test's view of one interaction it sent: what the bot answered, as it happens. */
export class InteractionHandle {
  constructor(
    private readonly record: InteractionRecord,
    private readonly messages: MessageStore,
    private readonly waiters: Waiters,
  ) {}

  get id(): string {
    return this.record.id;
  }

  get token(): string {
    return this.record.token;
  }

  /** The INTERACTION_CREATE payload as dispatched to the bot. */
  get payload(): JsonObject {
    return this.record.payload;
  }

  /** The first callback (the acknowledgement). Rejects if the bot does not answer in time. */
  response({ timeoutMs = DEFAULT_RESPONSE_TIMEOUT_MS }: WaitOptions = {}): Promise<InteractionCallback> {
    return this.waiters.waitFor(
      () => this.record.callback ?? undefined,
      timeoutMs,
      () => `a callback to interaction ${this.describe()}`,
    );
  }

  /**
   * The settled answer, as it is now: the reply (4), the updated message (7), or for a deferral
   * (5, 6) the message of the first @original edit or follow-up. Rejects for autocomplete/modal answers.
   */
  async final({ timeoutMs = DEFAULT_FINAL_TIMEOUT_MS }: WaitOptions = {}): Promise<FakeMessage> {
    const started = Date.now();
    const callback = await this.response({ timeoutMs });
    if (callback.type === 8 || callback.type === 9) {
      throw new Error(`fake-discord: interaction ${this.describe()} was answered with callback type ${callback.type}, not a message`);
    }
    const remaining = Math.max(0, timeoutMs - (Date.now() - started));
    return this.waiters.waitFor(
      () => {
        const id = this.record.settledMessageId;
        if (id === null) return undefined;
        return this.messages.get(id) ?? (id === callback.message?.id ? callback.message : undefined);
      },
      remaining,
      () => `interaction ${this.describe()} to be settled after deferral (edit of @original or a follow-up)`,
    );
  }

  /** The @original message as it is now, or null. */
  original(): FakeMessage | null {
    const id = this.record.originalMessageId;
    return id === null ? null : (this.messages.get(id) ?? null);
  }

  /** Follow-up messages so far (a follow-up that settled a deferred reply is the original, not listed). */
  followUps(): FakeMessage[] {
    return this.record.followUpIds.flatMap((id) => this.messages.get(id) ?? []);
  }

  /** Waits for a follow-up matching `predicate` (default: any). */
  waitForFollowUp(predicate: (m: FakeMessage) => boolean = () => true, { timeoutMs = DEFAULT_FINAL_TIMEOUT_MS }: WaitOptions = {}): Promise<FakeMessage> {
    return this.waiters.waitFor(
      () => this.followUps().find(predicate),
      timeoutMs,
      () => `a matching follow-up to interaction ${this.describe()}`,
    );
  }

  private describe(): string {
    const data = (this.record.payload.data ?? {}) as JsonObject;
    const what = typeof data.name === 'string' ? `/${data.name}` : typeof data.custom_id === 'string' ? `custom_id ${data.custom_id}` : '';
    return `${this.record.id} (type ${this.record.type} ${what} by ${this.record.user.username})`;
  }
}
