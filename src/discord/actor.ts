import { PermissionFlagsBits, type BaseInteraction } from 'discord.js';
import type { Actor } from '../tables/context.ts';

const MAX_NAME = 64;

/** A display name safe to show in a message: no markdown or mention characters, bounded length. */
export function cleanName(name: string): string {
  return name.replace(/[@#`*_~|<>]/g, '').slice(0, MAX_NAME);
}

export function actorOf(interaction: BaseInteraction): Actor {
  const member = interaction.member;
  const displayName = (member && 'displayName' in member ? member.displayName : null) ?? interaction.user.globalName ?? interaction.user.username;
  return {
    userId: interaction.user.id,
    name: cleanName(displayName) || interaction.user.id,
    canManage: interaction.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false,
    canManageServer: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
    roleIds: memberRoleIds(interaction),
  };
}

function memberRoleIds(interaction: BaseInteraction): string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  // A cached GuildMember has a role manager; an uncached API member carries the ids as an array.
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}
