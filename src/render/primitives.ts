// Everything a game's render folder needs to draw a board, in one import. All of
// it is pure string building: nothing here loads sharp, fonts or the file system.
// Rasterising (png.ts) and caching (cache.ts) belong to the layers above games.
export * from './svg.ts';
export * from './hex.ts';
export * from './palette.ts';
export * from './widgets.ts';
export * from './names.ts';
export { clusterCount, firstClusters } from './glyphs.ts';
