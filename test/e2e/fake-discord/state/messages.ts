import type { FakeMessage } from '../types.ts';

/** Every message per channel, in creation order. Edits replace the stored snapshot. */
export class MessageStore {
  private readonly byId = new Map<string, FakeMessage>();
  private readonly order = new Map<string, string[]>();

  constructor(private readonly onChange: () => void) {}

  add(message: FakeMessage): FakeMessage {
    this.byId.set(message.id, message);
    const ids = this.order.get(message.channelId) ?? [];
    ids.push(message.id);
    this.order.set(message.channelId, ids);
    this.onChange();
    return message;
  }

  replace(message: FakeMessage): FakeMessage {
    if (!this.byId.has(message.id)) throw new Error(`fake-discord: no message ${message.id}`);
    this.byId.set(message.id, message);
    this.onChange();
    return message;
  }

  remove(id: string): FakeMessage | undefined {
    const message = this.byId.get(id);
    if (message === undefined) return undefined;
    this.byId.delete(id);
    const ids = this.order.get(message.channelId) ?? [];
    this.order.set(message.channelId, ids.filter((other) => other !== id));
    this.onChange();
    return message;
  }

  get(id: string): FakeMessage | undefined {
    return this.byId.get(id);
  }

  inChannel(channelId: string): FakeMessage[] {
    return (this.order.get(channelId) ?? []).map((id) => this.byId.get(id) as FakeMessage);
  }

  all(): FakeMessage[] {
    return [...this.byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  }
}
