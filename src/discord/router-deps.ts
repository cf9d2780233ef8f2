import type { Client } from 'discord.js';
import type { Logger } from '../logger.ts';
import type { TableService } from '../tables/service.ts';

/** What the interaction router (and the move-form steps it hands on) works with. */
export interface RouterDeps {
  client: Client;
  service: TableService;
  logger: Logger;
}
