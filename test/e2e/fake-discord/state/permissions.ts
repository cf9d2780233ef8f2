import { PermissionFlagsBits } from 'discord.js';

/** What an ordinary member may do: see, talk, read history, use application commands. */
export const DEFAULT_MEMBER_PERMISSIONS = (
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.UseApplicationCommands
).toString();

/** The bot's permissions in every channel (`app_permissions`). */
export const BOT_PERMISSIONS = (
  BigInt(DEFAULT_MEMBER_PERMISSIONS) |
  PermissionFlagsBits.ManageMessages |
  PermissionFlagsBits.MentionEveryone |
  PermissionFlagsBits.UseExternalEmojis
).toString();

/** Accepts a bitfield as bigint (e.g. `PermissionFlagsBits.ManageChannels | …`) or decimal string. */
export function toBitfield(permissions: bigint | string | undefined, fallback: string): string {
  if (permissions === undefined) return fallback;
  return BigInt(permissions).toString();
}
