// Starts Verdaccio (this folder's dependency) on 127.0.0.1, a free port, with the configuration
// file given, and prints {"url": …} once it listens; SIGTERM stops it. Used by
// test/release/npm.check.ts, whose configuration has no uplinks: the registry serves only what the
// test publishes to it.
import path from "node:path";
import { runServer } from "verdaccio";

const app = await runServer(path.resolve(process.argv[2]));
const server = app.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}/` })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
