import type { JsonObject } from '../types.ts';

export type OptionValue = string | number | boolean;

/** Option types of Discord's API (ApplicationCommandOptionType). */
const T = { Subcommand: 1, Group: 2, String: 3, Integer: 4, Boolean: 5, User: 6, Channel: 7, Role: 8, Mentionable: 9, Number: 10, Attachment: 11 } as const;

export interface CommandInvocation {
  readonly subcommandGroup?: string;
  readonly subcommand?: string;
  readonly options?: Readonly<Record<string, OptionValue>>;
  /** Autocomplete: the option being typed. Its value is sent as the raw string typed so far. */
  readonly focused?: string;
}

function list(value: unknown): JsonObject[] {
  return Array.isArray(value) ? (value as JsonObject[]) : [];
}

function inferType(value: OptionValue): number {
  if (typeof value === 'boolean') return T.Boolean;
  if (typeof value === 'number') return Number.isInteger(value) ? T.Integer : T.Number;
  return T.String;
}

function coerce(type: number, value: OptionValue): OptionValue {
  if (type === T.Integer || type === T.Number) return typeof value === 'string' ? Number(value) : value;
  if (type === T.Boolean) return typeof value === 'string' ? value === 'true' : value;
  return String(value);
}

/**
 * Builds `data.options` the way the Discord client does: subcommand groups and subcommands nest
 * the leaf options; option types come from the registered command when it is known (and then
 * unknown names, missing required options and values outside fixed `choices` are test errors,
 * because the Discord client would not let a user send them), else from the JS type of the value.
 */
export function buildCommandOptions(command: JsonObject | undefined, invocation: CommandInvocation): JsonObject[] {
  const name = String(command?.name ?? 'command');
  let defs = command === undefined ? undefined : list(command.options);
  const wrap: ((leaves: JsonObject[]) => JsonObject[])[] = [];

  for (const [kind, type] of [
    ['subcommandGroup', T.Group],
    ['subcommand', T.Subcommand],
  ] as const) {
    const chosen = invocation[kind];
    if (chosen === undefined) {
      if (defs?.some((o) => o.type === type)) throw new Error(`fake-discord: /${name} needs a ${kind} (one of ${defs.filter((o) => o.type === type).map((o) => o.name).join(', ')})`);
      continue;
    }
    if (defs !== undefined) {
      const def = defs.find((o) => o.type === type && o.name === chosen);
      if (def === undefined) throw new Error(`fake-discord: /${name} has no ${kind} "${chosen}"`);
      defs = list(def.options);
    }
    wrap.push((inner) => [{ type, name: chosen, options: inner }]);
  }

  let options = buildLeaves(name, defs, invocation);
  for (const w of wrap.reverse()) options = w(options);
  return options;
}

function buildLeaves(command: string, defs: JsonObject[] | undefined, invocation: CommandInvocation): JsonObject[] {
  const values = invocation.options ?? {};
  const leaves: JsonObject[] = [];
  for (const [optionName, value] of Object.entries(values)) {
    const def = defs?.find((o) => o.name === optionName);
    if (defs !== undefined && def === undefined) {
      throw new Error(`fake-discord: /${command} has no option "${optionName}" (has ${defs.map((o) => o.name).join(', ') || 'none'})`);
    }
    const type = typeof def?.type === 'number' ? def.type : inferType(value);
    if (invocation.focused === optionName) {
      leaves.push({ type, name: optionName, value: String(value), focused: true });
      continue;
    }
    const coerced = coerce(type, value);
    const choices = list(def?.choices);
    if (choices.length > 0 && !choices.some((c) => c.value === coerced)) {
      throw new Error(`fake-discord: /${command} option "${optionName}" only accepts ${choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
    }
    leaves.push({ type, name: optionName, value: coerced });
  }
  if (invocation.focused === undefined && defs !== undefined) {
    const missing = defs.filter((o) => o.required === true && !(String(o.name) in values)).map((o) => o.name);
    if (missing.length > 0) throw new Error(`fake-discord: /${command} is missing required option(s) ${missing.join(', ')}`);
  }
  if (invocation.focused !== undefined && !(invocation.focused in values)) {
    throw new Error(`fake-discord: focused option "${invocation.focused}" needs a value in options (the text typed so far)`);
  }
  return leaves;
}

/** Leaf options (inside any subcommand), for building `resolved`. */
export function leafOptions(options: JsonObject[]): JsonObject[] {
  return options.flatMap((o) => (o.type === T.Subcommand || o.type === T.Group ? leafOptions(list(o.options)) : [o]));
}

export const OptionType = T;
