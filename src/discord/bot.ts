import { Client, Events, GatewayIntentBits, Partials, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Logger } from '../logger.ts';
import type { TableService } from '../tables/service.ts';
import { deliver } from './deliver.ts';
import { deployCommands } from './deploy.ts';
import { DISCORD_API } from './preflight.ts';
import { route } from './router.ts';

export interface BotOptions {
  token: string;
  service: TableService;
  logger: Logger;
  /** REST base (a rate-limit proxy, or a fake Discord in tests); discord.js's default otherwise. */
  apiUrl?: string;
  /** How often due reminders and deadlines are looked for. */
  reminderPollSeconds: number;
  /**
   * Listen for members leaving the server (their seats go on autopilot). Needs the privileged Server Members
   * intent, which must be switched on for the application in the Discord developer portal first.
   */
  memberEvents?: boolean;
  /** This process's shards out of a total, when each process (machine) runs its own; see SHARD_IDS. */
  shards?: { ids: number[]; count: number };
  /** Register the slash commands at start (when they differ from what Discord has): in one guild, or globally. */
  registerCommands?: { commands: RESTPostAPIChatInputApplicationCommandsJSONBody[]; applicationId?: string; guildId?: string };
}

export interface Bot {
  client: Client;
  stop(): Promise<void>;
}


/**
 * Logs in, registers the slash commands if asked, routes interactions, and polls for due reminders.
 * Registration runs in the process of shard 0 only (or without sharding). Every process polls for reminders:
 * each due reminder is claimed in the database by one of them (Store.claimReminder), so it goes out once
 * even when the processes run on different machines.
 */
export async function startBot(opts: BotOptions): Promise<Bot> {
  const api = opts.apiUrl ?? DISCORD_API;
  opts.logger.info({ api }, 'Discord API base');
  const intents = opts.memberEvents ? [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers] : [GatewayIntentBits.Guilds];
  // A member who leaves is usually not cached: the partial member still carries the user id.
  const client = new Client({
    intents,
    partials: opts.memberEvents ? [Partials.GuildMember, Partials.User] : [],
    rest: { api },
    ...(opts.shards ? { shards: opts.shards.ids, shardCount: opts.shards.count } : {}),
  });
  const inFlight = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  client.on(Events.InteractionCreate, (interaction) => {
    track(
      route({ client, service: opts.service, logger: opts.logger }, interaction).catch((err: unknown) =>
        opts.logger.error({ interactionId: interaction.id, err: (err as Error).message }, 'unhandled interaction error'),
      ),
    );
  });
  client.on(Events.Error, (err) => opts.logger.error({ err: err.message }, 'discord client error'));
  if (opts.memberEvents) {
    client.on(Events.GuildMemberRemove, (member) => {
      track(
        (async () => {
          for (const outcome of await opts.service.memberLeft(member.guild.id, member.id)) {
            await deliver({ client, service: opts.service, logger: opts.logger, guildId: member.guild.id }, outcome);
          }
        })().catch((err: unknown) => opts.logger.error({ userId: member.id, err: (err as Error).message }, 'autopilot for a departed member failed')),
      );
    });
  }
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(opts.token);
  await ready;
  const shardIds = client.shard?.ids ?? opts.shards?.ids ?? [0];
  const firstShard = shardIds.includes(0);
  if (opts.registerCommands && firstShard) {
    const { commands, guildId } = opts.registerCommands;
    const applicationId = opts.registerCommands.applicationId ?? client.application?.id;
    try {
      if (!applicationId) throw new Error('no application id');
      const diff = await deployCommands({ token: opts.token, applicationId, guildId, apiUrl: opts.apiUrl, commands });
      opts.logger.info({ scope: guildId ? `guild ${guildId}` : 'global', added: diff.added, changed: diff.changed, removed: diff.removed }, 'slash commands registered');
    } catch (err) {
      opts.logger.error({ err: (err as Error).message }, 'could not register slash commands; run npm run deploy-commands');
    }
  }
  opts.logger.info({ user: client.user?.tag, shard: shardIds }, 'bot ready');

  // Every process polls: deadlines and reminders are claimed in the database, so each fires once.
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const run = (async () => {
      // Deadlines first: a reminder for a decision that was just played automatically is not sent.
      const deadlineFailed = (tableId: string, err: unknown) => opts.logger.error({ tableId, err: (err as Error).message }, 'deadline failed');
      for (const outcome of [...(await opts.service.dueDeadlines(deadlineFailed)), ...(await opts.service.dueReminders())]) {
        await deliver({ client, service: opts.service, logger: opts.logger }, outcome).catch((err: unknown) =>
          opts.logger.warn({ tableId: outcome.tableId, err: (err as Error).message }, 'reminder delivery failed'),
        );
      }
    })()
      .catch((err: unknown) => opts.logger.error({ err: (err as Error).message }, 'reminder poll failed'))
      .finally(() => {
        busy = false;
      });
    track(run);
  }, opts.reminderPollSeconds * 1000);
  timer.unref();

  return {
    client,
    async stop() {
      clearInterval(timer);
      // Let interactions already being handled finish, so no acknowledged move is cut off.
      await Promise.allSettled([...inFlight]);
      await client.destroy();
    },
  };
}
