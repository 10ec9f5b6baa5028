/**
 * The V8 heap budget every server process starts with (`--max-old-space-size`, in MB): `npm start`,
 * the Docker image and the Electron host's utility process pass it (a test keeps the three in line).
 * Without it V8 sizes the old space from the machine's memory and collects late: the bulk import of
 * 10,000 employees (bench/import.bench.ts, compiled server, idle machine) peaked at 546 MB of RSS while
 * its live heap stayed under 200 MB; with this budget it peaked at 319 MB, as fast. It bounds the
 * heap, not the work: large jobs stream or batch, and stay far below it.
 */
export const SERVER_HEAP_MB = 1024;

/** The Node options that carry the budget. */
export const SERVER_NODE_FLAGS: readonly string[] = [`--max-old-space-size=${SERVER_HEAP_MB}`];
