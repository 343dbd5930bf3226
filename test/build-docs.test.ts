// Contributor documents read whole: CONTRIBUTING in any case and folder (docs/contributing/*.md,
// .github/contributing.md), a script named by its path in inline code (`./check.sh`), and a `cd` in
// one step carried to the steps after it.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { proposed } from "./support/build-case.ts";

describe("svc build: contributor documents", () => {
  test("docs/contributing/*.md is read, and a script named by its path in inline code", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      "check.sh": "#!/bin/sh\ngo vet ./...\n",
      "docs/contributing/workflow.md": "# Before you push\n\nRun `go fmt ./...` on your changes.\n\nEnsure that `./check.sh` succeeds.\n",
    });
    assert.deepEqual(found.check, ["./check.sh"]);
  });

  test("a `cd` in one numbered step goes on in the steps after it; `cd` into the clone is the root", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\n",
      "myapp/Gemfile": "",
      ".github/contributing.md": [
        "## Setup",
        "",
        "#### 1. Clone",
        "",
        "```",
        "cd acme/",
        "```",
        "",
        "```",
        "bundle install",
        "```",
        "",
        "#### 2. Go to the app",
        "",
        "```",
        "cd myapp/",
        "```",
        "",
        "#### 3. Migrate",
        "",
        "```",
        "rake db:migrate",
        "```",
        "",
        "#### 4. Run it",
        "",
        "```",
        "rails s",
        "```",
        "",
        "## Legal",
        "",
        "```",
        "rake db:migrate",
        "```",
        "",
      ].join("\n"),
    });
    assert.deepEqual(found.install, ["bundle install"]);
    // Past the steps (`## Legal`), commands are the root's again.
    assert.deepEqual(found.migrate, ["cd myapp && rake db:migrate", "rake db:migrate"]);
    assert.deepEqual(found.dev, ["cd myapp && rails s"]);
  });
});
