// ./store-edges.ts on the PostgreSQL store (a throwaway cluster, or SVC_TEST_DATABASE_URL).
import { storeSkip } from "../support/stores.ts";
import { storeEdgeTests } from "./store-edges.ts";

storeEdgeTests("postgres", await storeSkip("postgres"));
