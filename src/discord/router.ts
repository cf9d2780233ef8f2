import {
  MessageFlags,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
  type RepliableInteraction,
} from 'discord.js';
import type { Actor } from '../tables/context.ts';
import { withLocale } from '../tables/locale.ts';
import { msg } from '../tables/messages.ts';
import { errorReply, type Outcome } from '../tables/outcome.ts';
import type { TableService } from '../tables/service.ts';
import { interactionsTotal } from '../metrics.ts';
import { parseDeadline } from '../tables/deadlines.ts';
import type { AutopilotMode } from '../tables/settings.ts';
import { parseQuietHours, timeZoneChoices } from '../tables/player-time.ts';
import { notationFor } from '../tables/views.ts';
import { GAME_HELP_SUBCOMMAND, commandList, gameForCommand } from './commands.ts';
import { actorOf, cleanName } from './actor.ts';
import { decodeCustomId, decodeFormId } from './custom-ids.ts';
import { routeFormStep } from './form-router.ts';
import { deliver } from './deliver.ts';
import { parseOptionPairs } from '../tables/option-pairs.ts';
import type { RouterDeps } from './router-deps.ts';

export type { RouterDeps };

/**
 * Entry point for every interaction. Commands and components are acknowledged (deferred, ephemeral)
 * before any database or render work, so the 3-second limit is always met; autocomplete answers directly.
 */
export async function route(deps: RouterDeps, interaction: Interaction): Promise<void> {
  // Platform messages follow the server's language (its community locale), falling back to the user's.
  return withLocale(interaction.guildLocale ?? interaction.locale, () => routeInLocale(deps, interaction));
}

async function routeInLocale(deps: RouterDeps, interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) return autocomplete(deps, interaction);
  // The steps of a move form after it is opened answer in their own ways (update, modal), not with a deferral.
  if (interaction.isButton() || interaction.isStringSelectMenu() || interaction.isModalSubmit()) {
    const step = decodeFormId(interaction.customId);
    if (step && step.kind !== 'open') return routeFormStep(deps, interaction, step);
  }
  // Every other interaction is answered, whatever its payload: ephemerally, never with "This interaction failed".
  if (!interaction.isRepliable()) return;
  const started = Date.now();
  try {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  } catch (err) {
    deps.logger.warn({ interactionId: interaction.id, err: (err as Error).message }, 'could not acknowledge interaction');
    return;
  }
  let outcome: Outcome | undefined;
  try {
    outcome = await answer(deps, interaction);
    await deliver({ client: deps.client, service: deps.service, logger: deps.logger, interaction, guildId: interaction.guildId }, outcome);
    deps.logger.debug({ interactionId: interaction.id, tableId: outcome.tableId, version: outcome.version, ms: Date.now() - started }, 'interaction handled');
    interactionsTotal.inc({ type: interactionType(interaction), outcome: outcome.reply?.kind === 'error' ? 'refused' : 'ok' });
  } catch (err) {
    const refusal = userInputError(deps, interaction, err);
    interactionsTotal.inc({ type: interactionType(interaction), outcome: refusal ? 'refused' : 'error' });
    if (refusal) await deliver({ client: deps.client, service: deps.service, logger: deps.logger, interaction, guildId: interaction.guildId }, refusal).catch((e: unknown) => internalError(deps, interaction, e));
    else await internalError(deps, interaction, err, outcome);
  }
}

async function answer(deps: RouterDeps, interaction: RepliableInteraction): Promise<Outcome> {
  if (interaction.isChatInputCommand()) return command(deps, interaction);
  if (interaction.isButton() || interaction.isStringSelectMenu()) return component(deps, interaction);
  if (interaction.isModalSubmit()) return unknownModal(deps, interaction);
  return errorReply(msg('interaction.unsupported', { commands: commandList(deps.service.games) }));
}

/** discord.js's complaints about a command's options (missing, wrong type): the user's input, not our failure. */
const OPTION_ERRORS = new Set(['CommandInteractionOptionNotFound', 'CommandInteractionOptionType', 'CommandInteractionOptionEmpty', 'CommandInteractionOptionNoSubcommand', 'CommandInteractionOptionNoSubcommandGroup']);

function userInputError(deps: RouterDeps, interaction: RepliableInteraction, err: unknown): Outcome | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (!interaction.isChatInputCommand() || typeof code !== 'string' || !OPTION_ERRORS.has(code)) return null;
  deps.logger.info({ interactionId: interaction.id, command: interaction.commandName, code }, 'command with missing or mistyped options');
  return errorReply(msg('command.badOption', { command: interaction.commandName, detail: (err as Error).message.slice(0, 200) }));
}

/**
 * A modal submit that is no step of a move form: forged, or from a control of an older version. With a table id it
 * gets that table's current prompt; otherwise a plain answer.
 */
function unknownModal(deps: RouterDeps, i: ModalSubmitInteraction): Promise<Outcome> {
  const decoded = decodeCustomId(i.customId);
  if (decoded) return deps.service.stalePrompt(actorOf(i), decoded.tableId);
  return Promise.resolve(errorReply(msg('interaction.unknownControl')));
}

async function internalError(deps: RouterDeps, interaction: RepliableInteraction, err: unknown, outcome?: Outcome): Promise<void> {
  deps.logger.error({ interactionId: interaction.id, tableId: outcome?.tableId, version: outcome?.version, err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) }, 'interaction failed');
  try {
    await interaction.editReply({ content: msg('error.internal', { code: interaction.id }), components: [], files: [] });
  } catch {
    // The reply itself failed (token expired or Discord unreachable): the log line above is what remains.
  }
}

/**
 * A slash command sent in a DM (an older client, or a user-installed context): tables live in server
 * channels, so anything but help is answered with where to use it instead.
 */
export function refuseInDm(guildId: string | null, commandName: string, subcommand: string | null): Outcome | null {
  if (guildId !== null || subcommand === GAME_HELP_SUBCOMMAND) return null;
  return errorReply(msg('error.dmCommand', { command: `/${commandName}${subcommand ? ` ${subcommand}` : ''}` }));
}

async function command(deps: RouterDeps, i: ChatInputCommandInteraction): Promise<Outcome> {
  const refused = refuseInDm(i.guildId, i.commandName, i.options.getSubcommand(false));
  if (refused) return refused;
  const actor = actorOf(i);
  const channelId = i.channelId;
  const { service } = deps;
  if (i.commandName === 'move') {
    const text = i.options.getString('text');
    return text === null ? errorReply(msg('command.moveNeedsText')) : service.move(actor, { channelId, text });
  }
  if (i.commandName === 'game') return gameSubcommand(deps, i, actor);
  const gameId = gameForCommand(service.games, i.commandName);
  if (!gameId) return errorReply(msg('command.unknown', { command: i.commandName.slice(0, 32), commands: commandList(service.games) }));
  const sub = i.options.getSubcommand(true);
  if (sub === GAME_HELP_SUBCOMMAND) return service.gameHelp(gameId, i.options.getString('topic') ?? undefined, channelId);
  const info = service.games.get(gameId)?.infoCommands?.find((c) => c.name === sub);
  if (info) return service.gameInfo(gameId, sub, i.options.getString(info.option.name, true), channelId);
  const values: Record<string, string> = {};
  for (const o of i.options.data[0]?.options ?? []) if (o.value !== undefined) values[o.name] = String(o.value);
  const text = notationFor(service.games, gameId, sub, values);
  if (typeof text !== 'string') return errorReply(text.error);
  const spec = service.games.get(gameId)?.module.commands.subcommands.find((s) => s.name === sub);
  return service.move(actor, { channelId, text, gameId, confirmFirst: spec?.confirm === true });
}

async function gameSubcommand(deps: RouterDeps, i: ChatInputCommandInteraction, actor: Actor): Promise<Outcome> {
  const { service } = deps;
  const channelId = i.channelId;
  const where = { channelId };
  switch (i.options.getSubcommand(true)) {
    case 'new': {
      const gameId = i.options.getString('game', true);
      const game = service.games.get(gameId);
      const pairs = parseOptionPairs(i.options.getString('options') ?? '');
      if (typeof pairs === 'string') return errorReply(pairs);
      const pick = i.options.getString('pick');
      const pickKey = game?.module.lobbyPicks?.[0]?.key;
      return service.newTable(actor, { guildId: i.guildId, channelId, gameId, options: pairs, picks: pick && pickKey ? { [pickKey]: pick } : {} });
    }
    case 'join': {
      return service.joinWithPick(actor, channelId, i.options.getString('pick'));
    }
    case 'leave':
      return service.leave(actor, channelId);
    case 'add-ai':
      return service.addComputer(actor, channelId);
    case 'remove-ai':
      return service.removeComputer(actor, channelId);
    case 'start':
      return service.start(actor, channelId, (i.options.getString('order') ?? 'random') as 'random' | 'join');
    case 'status':
    case 'board': {
      const sub = i.options.getSubcommand(true);
      const move = i.options.getInteger('move');
      if (move !== null) return service.history(where, move, sub === 'status' ? 'status' : 'board');
      return sub === 'status' ? service.status(where) : service.board(where);
    }
    case 'view':
      return service.view(actor, where);
    case 'stats': {
      const player = i.options.getUser('player');
      const member = player ? i.options.getMember('player') : null;
      const name = (member && 'displayName' in member ? member.displayName : null) ?? player?.globalName ?? player?.username ?? '';
      return service.stats({ guildId: i.guildId, gameId: i.options.getString('game') ?? undefined, player: player ? { userId: player.id, name: cleanName(name) || player.id } : undefined });
    }
    case 'mine':
      return service.mine(actor, i.guildId, i.options.getInteger('page') ?? undefined);
    case 'log':
      return service.log(where, { page: i.options.getInteger('page') ?? undefined, asFile: i.options.getString('format') === 'file' });
    case 'undo':
      return service.undo(actor, where);
    case 'resign':
      return service.resign(actor, where);
    case 'abort':
      return service.abort(actor, where);
    case 'kick': {
      const target = i.options.getUser('player', true);
      const replacement = i.options.getUser('replacement');
      const autopilot = i.options.getBoolean('autopilot') ?? false;
      return service.kick(actor, channelId, target.id, replacement ? { userId: replacement.id, name: replacement.globalName ?? replacement.username } : undefined, autopilot);
    }
    case 'settings':
      return settingsCommand(service, i, actor);
    case 'audit':
      return service.audit(actor, channelId);
    case 'server':
      return serverCommand(service, i, actor);
    case 'open':
      return service.openTables(i.guildId);
    case 'help':
      return service.help(i.options.getString('game') ?? undefined, i.options.getString('topic') ?? undefined);
    default:
      return errorReply(msg('error.unknownOption', { option: i.options.getSubcommand(), allowed: 'new, join, leave, add-ai, remove-ai, start, status, board, view, mine, open, stats, log, undo, resign, abort, kick, settings, server, audit, help' }));
  }
}

/**
 * `/game server`: with no option at all it lets anyone open tables (as it always did); otherwise only the
 * settings given change. `lobby-announce:false` stops the announcements, whatever channel is given with it.
 */
function serverCommand(service: TableService, i: ChatInputCommandInteraction, actor: Actor): Promise<Outcome> {
  const role = i.options.getRole('creator-role');
  const channel = i.options.getChannel('lobby-channel');
  const announce = i.options.getBoolean('lobby-announce');
  const rebuild = i.options.getString('rebuild-ratings');
  const webPages = i.options.getBoolean('web-pages');
  const none = !role && !channel && announce === null && rebuild === null && webPages === null;
  const lobbyChannelId = announce === false ? null : (channel?.id ?? undefined);
  return service.serverSettings(actor, i.guildId, role ? role.id : none ? null : undefined, { lobbyChannelId, rebuildRatings: rebuild ?? undefined, webPages: webPages ?? undefined });
}

function settingsCommand(service: TableService, i: ChatInputCommandInteraction, actor: Actor): Promise<Outcome> {
  const quietText = i.options.getString('quiet-hours');
  const quietHours = quietText === null ? undefined : parseQuietHours(quietText);
  if (typeof quietHours === 'string') return Promise.resolve(errorReply(quietHours));
  const deadline = (name: string) => {
    const text = i.options.getString(name);
    return text === null ? undefined : parseDeadline(text);
  };
  const turnDeadlineHours = deadline('turn-deadline');
  const offTurnDeadlineHours = deadline('answer-deadline');
  if (typeof turnDeadlineHours === 'string') return Promise.resolve(errorReply(turnDeadlineHours));
  if (typeof offTurnDeadlineHours === 'string') return Promise.resolve(errorReply(offTurnDeadlineHours));
  return service.settings(
    actor,
    i.channelId,
    {
      reminderHours: i.options.getInteger('reminder-hours') ?? undefined,
      maxReminders: i.options.getInteger('max-reminders') ?? undefined,
      turnDeadlineHours,
      offTurnDeadlineHours,
      autopilot: autopilotMode(i.options.getString('autopilot')),
    },
    {
      dm: i.options.getBoolean('dm') ?? undefined,
      muteThisTurn: i.options.getBoolean('mute') ?? undefined,
      timeZone: i.options.getString('time-zone') ?? undefined,
      quietHours,
      vacationDays: i.options.getInteger('vacation-days') ?? undefined,
    },
  );
}

async function component(deps: RouterDeps, i: MessageComponentInteraction): Promise<Outcome> {
  const value = i.isStringSelectMenu() ? i.values[0] : undefined;
  const decoded = decodeCustomId(i.customId, value);
  if (!decoded) return errorReply(msg('interaction.unknownControl'));
  return deps.service.act(actorOf(i), decoded.tableId, decoded.version, decoded.action);
}

async function autocomplete(deps: RouterDeps, i: AutocompleteInteraction): Promise<void> {
  try {
    const focused = i.options.getFocused(true);
    const typed = String(focused.value ?? '').slice(0, 100);
    let choices: { name: string; value: string }[] = [];
    if (i.commandName === 'move') {
      choices = await deps.service.suggest(actorOf(i), i.channelId, { subcommand: null, option: 'text', filled: {}, typed });
    } else if (i.commandName === 'game' && focused.name === 'pick') {
      const sub = i.options.getSubcommand(false);
      choices = await deps.service.lobbyPickChoices({ channelId: i.channelId, gameId: sub === 'new' ? i.options.getString('game') : null, joining: sub === 'join' }, typed);
    } else if (i.commandName === 'game' && focused.name === 'time-zone') {
      choices = timeZoneChoices(typed);
    } else {
      const gameId = gameForCommand(deps.service.games, i.commandName);
      if (gameId && i.options.getSubcommand(false) === GAME_HELP_SUBCOMMAND) {
        const topics = Object.keys(deps.service.games.get(gameId)?.module.help.topics ?? {});
        choices = topics.filter((t) => t.includes(typed.toLowerCase())).map((t) => ({ name: t, value: t }));
      } else if (gameId && deps.service.games.get(gameId)?.infoCommands?.some((c) => c.name === i.options.getSubcommand(false))) {
        choices = await deps.service.infoSuggest(gameId, i.options.getSubcommand(false)!, i.channelId, typed);
      } else if (gameId) {
        const filled: Record<string, string> = {};
        for (const o of i.options.data[0]?.options ?? []) if (!o.focused && o.value !== undefined) filled[o.name] = String(o.value);
        choices = await deps.service.suggest(actorOf(i), i.channelId, { subcommand: i.options.getSubcommand(false), option: focused.name, filled, typed });
      }
    }
    await i.respond(choices.slice(0, 25));
  } catch (err) {
    deps.logger.warn({ interactionId: i.id, err: (err as Error).message }, 'autocomplete failed');
    if (!i.responded) await i.respond([]).catch(() => undefined);
  }
}


function autopilotMode(value: string | null): AutopilotMode | undefined {
  return value === 'ai' || value === 'default' ? value : undefined;
}

/** The kind of interaction, as the interactions_total metric counts it. */
function interactionType(interaction: RepliableInteraction): string {
  if (interaction.isChatInputCommand()) return 'command';
  if (interaction.isButton()) return 'button';
  if (interaction.isStringSelectMenu()) return 'select';
  if (interaction.isModalSubmit()) return 'modal';
  return 'other';
}
