import { Client, Events, GatewayIntentBits, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/port.ts';
import type { TableService } from '../tables/service.ts';
import { deliver } from './deliver.ts';
import { deployCommands } from './deploy.ts';
import { DISCORD_API } from './preflight.ts';
import { route } from './router.ts';

export interface BotOptions {
  token: string;
  service: TableService;
  store: Store;
  logger: Logger;
  /** REST base (a rate-limit proxy, or a fake Discord in tests); discord.js's default otherwise. */
  apiUrl?: string;
  reminderPollSeconds: number;
  /** Register the slash commands at start (when they differ from what Discord has): in one guild, or globally. */
  registerCommands?: { commands: RESTPostAPIChatInputApplicationCommandsJSONBody[]; applicationId?: string; guildId?: string };
}

export interface Bot {
  client: Client;
  stop(): Promise<void>;
}


/**
 * Logs in, registers the slash commands if asked, routes interactions, and polls for due reminders.
 * Registration and reminders run on shard 0 only (or without sharding), so a sharded deployment does them once.
 */
export async function startBot(opts: BotOptions): Promise<Bot> {
  const api = opts.apiUrl ?? DISCORD_API;
  opts.logger.info({ api }, 'Discord API base');
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api } });
  const inFlight = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  client.on(Events.InteractionCreate, (interaction) => {
    track(
      route({ client, service: opts.service, store: opts.store, logger: opts.logger }, interaction).catch((err: unknown) =>
        opts.logger.error({ interactionId: interaction.id, err: (err as Error).message }, 'unhandled interaction error'),
      ),
    );
  });
  client.on(Events.Error, (err) => opts.logger.error({ err: err.message }, 'discord client error'));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(opts.token);
  await ready;
  const firstShard = !client.shard || client.shard.ids.includes(0);
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
  opts.logger.info({ user: client.user?.tag, shard: client.shard?.ids ?? [0] }, 'bot ready');

  let timer: NodeJS.Timeout | undefined;
  if (firstShard) {
    let busy = false;
    timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const run = (async () => {
        for (const outcome of await opts.service.dueReminders()) {
          await deliver({ client, store: opts.store, logger: opts.logger }, outcome).catch((err: unknown) =>
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
  }

  return {
    client,
    async stop() {
      if (timer) clearInterval(timer);
      // Let interactions already being handled finish, so no acknowledged move is cut off.
      await Promise.allSettled([...inFlight]);
      await client.destroy();
    },
  };
}
