import { ChannelType, SlashCommandBuilder, type RESTPostAPIChatInputApplicationCommandsJSONBody, type SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandOptionSpec, GameCommandSpec } from '../engine/types.ts';
import type { GameCatalog, InfoCommand } from '../games/entry.ts';

export const GAME_HELP_SUBCOMMAND = 'help';

/** Discord's limits on names and descriptions. */
const clip = (text: string, max = 100) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function gameCommand(games: GameCatalog): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const gameChoices = [...games.values()].slice(0, 25).map((g) => ({ name: g.module.title, value: g.module.id }));
  const b = new SlashCommandBuilder().setName('game').setDescription('Open, join and manage the board game table in this channel').setDMPermission(false);
  b.addSubcommand((s) =>
    s
      .setName('new')
      .setDescription('Open a table in this channel')
      .addStringOption((o) => o.setName('game').setDescription('Which game').setRequired(true).addChoices(...gameChoices))
      .addStringOption((o) => o.setName('options').setDescription('Table options as key=value pairs, e.g. "map=fjords players-order=passing"').setMaxLength(500))
      .addStringOption((o) => o.setName('pick').setDescription('Your colour or faction, where the game picks at join time').setAutocomplete(true).setMaxLength(50)),
  );
  b.addSubcommand((s) => s.setName('join').setDescription('Join the table (or take an open seat)').addStringOption((o) => o.setName('pick').setDescription('Your colour or faction').setAutocomplete(true).setMaxLength(50)));
  b.addSubcommand((s) => s.setName('leave').setDescription('Leave the table before it starts'));
  b.addSubcommand((s) => s.setName('add-ai').setDescription('Seat a computer player at the table before it starts (host)'));
  b.addSubcommand((s) => s.setName('remove-ai').setDescription('Take the last computer player out before the start (host)'));
  b.addSubcommand((s) =>
    s
      .setName('start')
      .setDescription('Start the game (host)')
      .addStringOption((o) => o.setName('order').setDescription('Seat order').addChoices({ name: 'random', value: 'random' }, { name: 'join order', value: 'join' })),
  );
  // No minimum on move: the bot answers an out-of-range number itself, saying which moves exist.
  b.addSubcommand((s) => s.setName('status').setDescription('Round, turn order, who must act').addIntegerOption((o) => o.setName('move').setDescription('As it was after this move of the log (0: the start)')));
  b.addSubcommand((s) => s.setName('board').setDescription('The full-size board image').addIntegerOption((o) => o.setName('move').setDescription('As it was after this move of the log (0: the start)')));
  b.addSubcommand((s) => s.setName('view').setDescription('Your private view and legal moves (only you see it)'));
  b.addSubcommand((s) =>
    s
      .setName('mine')
      .setDescription('Your tables on this server, those waiting on you first (only you see it)')
      .addIntegerOption((o) => o.setName('page').setDescription('Page number').setMinValue(1)),
  );
  b.addSubcommand((s) => s.setName('open').setDescription('Tables of this server waiting for players, with a Join button each'));
  b.addSubcommand((s) =>
    s
      .setName('log')
      .setDescription('The move log')
      .addIntegerOption((o) => o.setName('page').setDescription('Page number').setMinValue(1))
      .addStringOption((o) => o.setName('format').setDescription('Show or export').addChoices({ name: 'page', value: 'page' }, { name: 'file', value: 'file' })),
  );
  b.addSubcommand((s) =>
    s
      .setName('stats')
      .setDescription('Server statistics: rating leaderboards, finished games, wins, factions; a player\'s rating history')
      .addStringOption((o) => o.setName('game').setDescription('Only this game').addChoices(...gameChoices))
      .addUserOption((o) => o.setName('player').setDescription('Only this player\'s results')),
  );
  b.addSubcommand((s) => s.setName('undo').setDescription('Take back your last move (others may need to agree)'));
  b.addSubcommand((s) => s.setName('resign').setDescription('Resign from the game'));
  b.addSubcommand((s) => s.setName('abort').setDescription('Abort the table (host or Manage Channels)'));
  b.addSubcommand((s) =>
    s
      .setName('kick')
      .setDescription('Remove or replace a player (host or Manage Channels)')
      .addUserOption((o) => o.setName('player').setDescription('The player to remove').setRequired(true))
      .addUserOption((o) => o.setName('replacement').setDescription('Who takes over the seat'))
      .addBooleanOption((o) => o.setName('autopilot').setDescription('Play the seat with the game\'s default moves until someone takes it with /game join')),
  );
  b.addSubcommand((s) =>
    s
      .setName('settings')
      .setDescription('Reminders and deadlines (host); your own DMs, mute, time zone, quiet hours and vacation')
      .addIntegerOption((o) => o.setName('reminder-hours').setDescription('Hours before reminding the player to act; 0 turns reminders off').setMinValue(0).setMaxValue(24 * 14))
      .addIntegerOption((o) => o.setName('max-reminders').setDescription('Reminders per wait at most').setMinValue(1).setMaxValue(10))
      .addStringOption((o) => o.setName('turn-deadline').setDescription('Time for a turn before the default move is played: "36h", "2d" (max 30 days) or "off"').setMaxLength(20))
      .addStringOption((o) => o.setName('answer-deadline').setDescription('Time for answers between turns (offers...): "12h", "1d" or "off"').setMaxLength(20))
      .addStringOption((o) =>
        o.setName('autopilot').setDescription('Who plays autopilot seats and missed deadlines: the computer player or default moves').addChoices({ name: 'computer player (ai)', value: 'ai' }, { name: 'default moves', value: 'default' }),
      )
      .addBooleanOption((o) => o.setName('dm').setDescription('Receive your turn pings by DM'))
      .addBooleanOption((o) => o.setName('mute').setDescription('Mute reminders for this turn'))
      .addStringOption((o) => o.setName('time-zone').setDescription('Your time zone for quiet hours, e.g. Europe/Paris').setAutocomplete(true).setMaxLength(64))
      .addStringOption((o) => o.setName('quiet-hours').setDescription('No reminders in these hours of your time zone, e.g. "22-7"; "off" clears them').setMaxLength(20))
      .addIntegerOption((o) => o.setName('vacation-days').setDescription('Pause your reminders, pings and turn DMs for this many days; 0 ends it').setMinValue(0).setMaxValue(60)),
  );
  b.addSubcommand((s) =>
    s
      .setName('server')
      .setDescription('Server settings (Manage Server): who may open tables, lobby announcements, ratings, web pages')
      .addRoleOption((o) => o.setName('creator-role').setDescription('Only members with this role may open tables; with no option at all: anyone'))
      .addChannelOption((o) => o.setName('lobby-channel').setDescription('Announce new tables in this channel, with a Join button').addChannelTypes(ChannelType.GuildText))
      .addBooleanOption((o) => o.setName('lobby-announce').setDescription('False: stop announcing new tables'))
      .addBooleanOption((o) => o.setName('web-pages').setDescription('False: no web pages for this server\'s tables (no links; the pages say so). True: back on'))
      .addStringOption((o) => o.setName('rebuild-ratings').setDescription('Recompute the ratings from the finished tables (e.g. after restoring a backup)').addChoices({ name: 'all games', value: 'all' }, ...gameChoices.slice(0, 24))),
  );
  b.addSubcommand((s) => s.setName('audit').setDescription('Undos and admin actions at this table (host or Manage Channels)'));
  b.addSubcommand((s) =>
    s
      .setName('help')
      .setDescription('How to play here')
      .addStringOption((o) => o.setName('game').setDescription('A game').addChoices(...gameChoices))
      .addStringOption((o) => o.setName('topic').setDescription('A help topic of that game').setMaxLength(50)),
  );
  return b.toJSON();
}

function moveCommand(): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return new SlashCommandBuilder()
    .setName('move')
    .setDescription('Make a move in notation (autocomplete shows your legal moves)')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('text').setDescription('The move, e.g. "build e7"').setRequired(true).setAutocomplete(true).setMaxLength(500))
    .toJSON();
}

function addOption(s: SlashCommandSubcommandBuilder, spec: CommandOptionSpec): void {
  if (spec.type === 'integer') {
    s.addIntegerOption((o) => {
      o.setName(spec.name).setDescription(clip(spec.description)).setRequired(spec.required);
      if (spec.choices) o.addChoices(...spec.choices.slice(0, 25).map((c) => ({ name: c.name, value: Number(c.value) })));
      else if (spec.autocomplete) o.setAutocomplete(true);
      return o;
    });
    return;
  }
  s.addStringOption((o) => {
    o.setName(spec.name).setDescription(clip(spec.description)).setRequired(spec.required).setMaxLength(spec.maxLength ?? 100);
    if (spec.choices) o.addChoices(...spec.choices.slice(0, 25));
    else if (spec.autocomplete) o.setAutocomplete(true);
    return o;
  });
}

/** A game's own command (e.g. /tm build hex:E7), generated from its data description. */
export function perGameCommand(spec: GameCommandSpec, info: readonly InfoCommand[] = []): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const b = new SlashCommandBuilder().setName(spec.name).setDescription(clip(spec.description)).setDMPermission(false);
  // Every game gets `help [topic]` (rules summary, topics, and this table's status), added by the platform.
  b.addSubcommand((s) =>
    s
      .setName(GAME_HELP_SUBCOMMAND)
      .setDescription('Rules summary and help topics for this game')
      .addStringOption((o) => o.setName('topic').setDescription('A help topic, e.g. a faction').setAutocomplete(true).setMaxLength(50)),
  );
  // Information subcommands (public answers) next, then the moves: at most 25 subcommands in all.
  for (const c of info.slice(0, 24)) {
    b.addSubcommand((s) =>
      s
        .setName(c.name)
        .setDescription(clip(c.description))
        .addStringOption((o) => o.setName(c.option.name).setDescription(clip(c.option.description)).setRequired(true).setAutocomplete(true).setMaxLength(100)),
    );
  }
  for (const sub of spec.subcommands.filter((s) => s.name !== GAME_HELP_SUBCOMMAND && !info.some((c) => c.name === s.name)).slice(0, 24 - info.length)) {
    b.addSubcommand((s) => {
      s.setName(sub.name).setDescription(clip(sub.description));
      // Discord requires required options first.
      const ordered = [...sub.options].sort((x, y) => Number(y.required) - Number(x.required));
      for (const opt of ordered) addOption(s, opt);
      return s;
    });
  }
  return b.toJSON();
}

export function buildCommands(games: GameCatalog): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [gameCommand(games), moveCommand(), ...[...games.values()].map((g) => perGameCommand(g.module.commands, g.infoCommands))];
}

/** Which game owns a per-game command name. */
export function gameForCommand(games: GameCatalog, commandName: string): string | undefined {
  return [...games.values()].find((g) => g.module.commands.name === commandName)?.module.id;
}

/** Every command of the bot as a user types it ("/game, /move, /tm, …"), for answers that say what exists. */
export function commandList(games: GameCatalog): string {
  return buildCommands(games).map((c) => `/${c.name}`).join(', ');
}
