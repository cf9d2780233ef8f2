import { Gauge } from 'prom-client';
import { registry } from '../metrics.ts';

export { registry };

/** Where the gauges read the web server's live-update load; set by the server that owns the streams. */
const sources = { streams: () => 0, tables: () => 0 };

/** The web page's live-update load: open event streams and the tables their version poll watches. */
export const openPages = {
  set(streams: () => number, tables: () => number): void {
    sources.streams = streams;
    sources.tables = tables;
  },
};

new Gauge({
  name: 'web_open_streams',
  help: 'Open live-update streams of table pages.',
  registers: [registry],
  collect() {
    this.set(sources.streams());
  },
});
new Gauge({
  name: 'web_watched_tables',
  help: 'Tables whose version is polled for open pages.',
  registers: [registry],
  collect() {
    this.set(sources.tables());
  },
});
