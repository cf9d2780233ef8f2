/**
 * Fake Discord for end-to-end tests: a real discord.js Client logs in to it over loopback.
 *
 *   const fake = await startFakeDiscord();
 *   const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase } });
 *   await client.login(fake.token);
 *   const alice = fake.addUser({ username: 'alice' });
 *   const reply = await (await fake.slash(alice, 'game', { subcommand: 'status' })).final();
 *   await client.destroy(); await fake.close();
 */
export { FakeDiscord, startFakeDiscord } from './fake-discord.ts';
export type { AutocompleteOptions, FakeDiscordOptions, MessageRef, SlashOptions } from './fake-discord.ts';
export { InteractionHandle } from './interactions/handle.ts';
export type { WaitOptions } from './interactions/handle.ts';
export type { OptionValue } from './interactions/options.ts';
export { allComponents } from './interactions/components.ts';
export { BOT_PERMISSIONS, DEFAULT_MEMBER_PERMISSIONS } from './state/permissions.ts';
export type { NewUser } from './state/world.ts';
export { messageText } from './text.ts';
export type * from './types.ts';
