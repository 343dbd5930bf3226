// test/server/mcp-buying.test.ts again, with every server's store in PostgreSQL (a token pays once there too).
import { runOnPostgres } from "../../support/stores.ts";

await runOnPostgres(() => import("../mcp-buying.test.ts"));
