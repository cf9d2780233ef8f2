import { DiscordAPIError, MessageFlags, type Client, type Message, type RepliableInteraction } from 'discord.js';
import type { Logger } from '../logger.ts';
import { msg } from '../tables/messages.ts';
import type { Outcome, PublicPost } from '../tables/outcome.ts';
import type { TableService } from '../tables/service.ts';
import { components, postPayload, replyPayloads } from './payloads.ts';

export interface DeliveryContext {
  client: Client;
  /** Told which message is a table's turn post, asked for the latest one to link DMs to. */
  service: Pick<TableService, 'recordTurnPost' | 'lastTurnPost'>;
  logger: Logger;
  /** The interaction being answered (already deferred ephemerally), if any. */
  interaction?: RepliableInteraction;
  guildId?: string | null;
}

/** Discord's error code for "Cannot send messages to this user" (closed DMs). */
const CANNOT_DM = 50007;

/**
 * Users whose DMs were closed recently. They are not DMed again (nor told again in the channel) until the
 * entry expires, so a player with closed DMs gets one "I could not DM you" now and then, not one per move.
 * Per process: after a restart they are tried once more.
 */
const CLOSED_DMS_TTL_MS = 6 * 3_600_000;
const closedDms = new Map<string, number>();

function dmsKnownClosed(userId: string, now: number): boolean {
  const until = closedDms.get(userId);
  if (until === undefined) return false;
  if (until > now) return true;
  closedDms.delete(userId);
  return false;
}


/**
 * Public posts go to the channel itself, so they are in place before the actor's private reply says
 * "done". Where the bot cannot post in the channel (missing permissions), they go as interaction
 * follow-ups instead, which need no channel permission.
 */
async function sendPost(ctx: DeliveryContext, channelId: string, post: PublicPost): Promise<Message> {
  const payload = postPayload(post);
  const channel = await ctx.client.channels.fetch(channelId).catch(() => null);
  if (channel && channel.isSendable()) {
    try {
      return await channel.send(payload);
    } catch (err) {
      if (!ctx.interaction || !(err instanceof DiscordAPIError)) throw err;
      ctx.logger.warn({ channelId, code: err.code }, 'cannot post in channel; using interaction follow-up');
    }
  }
  if (!ctx.interaction) throw new Error(`Channel ${channelId} is not a text channel the bot can post in`);
  if (!ctx.interaction.replied) await ctx.interaction.editReply({ content: '✓' });
  return ctx.interaction.followUp(payload);
}

/** A post in another channel of the server (a lobby announcement): best effort, never instead of the reply. */
async function announce(ctx: DeliveryContext, channelId: string, post: PublicPost): Promise<void> {
  const channel = await ctx.client.channels.fetch(channelId).catch(() => null);
  try {
    if (!channel || !channel.isSendable()) throw new Error('not a channel the bot can post in');
    await channel.send(postPayload(post));
  } catch (err) {
    ctx.logger.warn({ channelId, err: (err as Error).message }, 'cannot announce in the lobby channel');
  }
}

function postLink(guildId: string | null | undefined, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${messageId}`;
}

/**
 * Sends an outcome: the private reply (editing the deferred ephemeral reply), public posts in order,
 * then DMs. A DM that cannot be delivered turns into one mention in the channel that says only that.
 */
export async function deliver(ctx: DeliveryContext, outcome: Outcome): Promise<void> {
  const channelId = outcome.channelId ?? ctx.interaction?.channelId ?? null;
  let turnPostId: string | undefined;
  if (channelId) {
    for (const post of outcome.posts) {
      const sent = await sendPost(ctx, channelId, post);
      if (post.isTurnPost) turnPostId = sent.id;
    }
  }
  if (turnPostId && outcome.tableId) await ctx.service.recordTurnPost(outcome.tableId, turnPostId);
  for (const { channelId: target, post } of outcome.announcements ?? []) await announce(ctx, target, post);
  if (ctx.interaction) {
    const { first, rest } = replyPayloads(outcome.reply ?? { text: '✓', kind: 'info' });
    await ctx.interaction.editReply(first);
    // A long private text (help, logs, legal moves) continues in further private messages.
    for (const content of rest) await ctx.interaction.followUp({ content, flags: MessageFlags.Ephemeral });
  }
  let linkId = turnPostId;
  if (!linkId && outcome.tableId && outcome.dms.some((d) => d.linkToTurnPost)) linkId = (await ctx.service.lastTurnPost(outcome.tableId)) ?? undefined;
  const undelivered = new Set<string>();
  for (const dm of outcome.dms) {
    if (dmsKnownClosed(dm.userId, Date.now())) continue;
    const text = dm.linkToTurnPost && linkId && channelId ? `${dm.text}\n${postLink(ctx.guildId, channelId, linkId)}` : dm.text;
    try {
      const user = await ctx.client.users.fetch(dm.userId);
      await user.send({ content: text.slice(0, 2000), files: dm.image ? [{ attachment: dm.image.data, name: dm.image.name }] : [], components: components(dm.buttons) });
    } catch (err) {
      if (err instanceof DiscordAPIError && err.code === CANNOT_DM) {
        closedDms.set(dm.userId, Date.now() + CLOSED_DMS_TTL_MS);
        if (dm.fallbackToChannel) undelivered.add(dm.userId);
        ctx.logger.info({ tableId: outcome.tableId, userId: dm.userId }, 'DM refused (closed DMs)');
      } else {
        ctx.logger.warn({ tableId: outcome.tableId, userId: dm.userId, err: (err as Error).message }, 'DM failed');
        if (dm.fallbackToChannel) undelivered.add(dm.userId);
      }
    }
  }
  if (undelivered.size > 0 && channelId) {
    const users = [...undelivered];
    await sendPost(ctx, channelId, { text: users.map((u) => msg('dm.failed', { mention: `<@${u}>` })).join('\n'), mentions: users, buttons: [] });
  }
}
