// Cases of either store found by mutation testing (stryker.config.mjs, module store) that
// ./store-unit.ts did not check; ./store-edges-sqlite.test.ts and ./store-edges-postgres.test.ts
// run them. Files of their own: Stryker's TAP runner counts each test file as one test, and an
// incremental run retests a surviving mutant only when a test file that reaches it is added or
// changed, so new cases in new files retest the survivors alone.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import type { StoreKind } from "../support/stores.ts";
import { closeShared, heldId, NOW, openEmpty, sale } from "./store-unit.ts";

export function storeEdgeTests(kind: StoreKind, skip: string | false): void {
  after(closeShared);

  describe(`the ${kind} store, sold seats`, { skip }, () => {
    test("a product without tiers is never oversold; a sale without a hold gets a seat of its own, named seat_…", async (t) => {
      const { store, sql } = await openEmpty(kind, t);
      const untiered = await store.recordFulfilment(sale("pi_untiered", { productId: "svc_lifetime", tierSeats: null }));
      assert.equal(untiered.order.oversold, false);
      const held = await heldId(store, "svc_founder_lifetime", { seats: 1 });
      await store.recordFulfilment(sale("pi_without_hold", { tierSeats: 5 }));
      const seats = await sql("SELECT id, state, order_key FROM tier_seats WHERE order_key = 'pi_without_hold'");
      assert.equal(seats.length, 1);
      assert.match(String(seats[0]?.["id"]), /^seat_[A-Za-z0-9_-]{16}$/);
      assert.deepEqual(await store.seatCounts("svc_founder_lifetime", NOW), { sold: 1, held: 1 }, `the hold ${held} is still held`);
    });
  });
}
