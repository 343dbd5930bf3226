// svc build on real-world project shapes (test/fixtures/build-projects, see
// test/support/build-projects.ts): each project's proposed commands are exactly its expected
// table — task, command and source, in order — nothing in its `never` list is proposed, and every
// project gets a one-test command.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { expectedOf, projectNames, proposedOf, score } from "./support/build-projects.ts";

describe("svc build: commands of real-world project shapes", () => {
  test("at least 12 project shapes", () => {
    assert.ok(projectNames().length >= 12, `only ${projectNames().length} projects`);
  });

  for (const name of projectNames()) {
    test(`${name}: the expected command table, nothing wrong or invented, a one-test command`, async () => {
      const expected = expectedOf(name);
      const proposed = await proposedOf(name);
      const result = score(expected, proposed);
      assert.deepEqual(result.details, [], `${name}:\n${result.details.join("\n")}`);
      assert.deepEqual(proposed, expected.commands);
      assert.ok(
        proposed.some(([task]) => task === "test-one"),
        `${name}: no one-test command`,
      );
    });
  }
});
