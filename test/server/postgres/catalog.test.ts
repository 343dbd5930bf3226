// test/server/catalog.test.ts again, with every server's store in PostgreSQL.
import { runOnPostgres } from "../../support/stores.ts";

await runOnPostgres(() => import("../catalog.test.ts"));
