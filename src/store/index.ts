/** The persistence layer's public surface: the port and the way to open it. */
export * from './port.ts';
export { defaultDataDir, openStore, type OpenStoreOptions } from './open.ts';
