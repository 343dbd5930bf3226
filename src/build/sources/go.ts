// Go projects: go.mod (the go tool's own build / test / vet), golangci-lint's config, go.work.
import path from "node:path";
import { readTextOr } from "../../harness/io.ts";
import { exists, isDirectory } from "../profile.ts";
import type { Reading } from "../reading.ts";
import { addWorkspace, goWorkspace } from "../workspaces.ts";

export async function readGo({ root, profile, add }: Reading): Promise<void> {
  const text = await readTextOr(path.join(root, "go.mod"), profile.problems);
  if (text === null) return;
  profile.ecosystems.push("go");
  profile.packageManagers.push("go");
  const module = /^module\s+(\S+)/m.exec(text)?.[1];
  (profile.identities ??= []).push({ ecosystem: "go", file: "go.mod", ...(module ? { name: module } : {}) });
  add("install", "go mod download", { file: "go.mod" }, "runner");
  add("build", "go build ./...", { file: "go.mod" }, "fallback");
  add("test", "go test ./...", { file: "go.mod" }, "fallback");
  add("test-one", "go test ./<package> -run <TestName>", { file: "go.mod" });
  add("lint", "go vet ./...", { file: "go.mod" }, "fallback");
  // gofmt comes with Go and every Go project is formatted with it: the formatter where the project names none.
  add("format", "gofmt -w .", { file: "go.mod" }, "fallback");
  const golangci = [".golangci.yml", ".golangci.yaml", ".golangci.toml"].find((file) => exists(root, file));
  if (golangci !== undefined) {
    add("lint", "golangci-lint run", { file: golangci });
    // golangci-lint v2 formats too, with the formatters its configuration lists.
    if (/^formatters:/m.test((await readTextOr(path.join(root, golangci), profile.problems)) ?? "")) {
      add("format", "golangci-lint fmt", { file: golangci, detail: "(formatters)" });
      add("format-check", "golangci-lint fmt --diff", { file: golangci, detail: "(formatters)" });
    }
  }
  addWorkspace(profile, await goWorkspace(root, profile.problems));
  if (isDirectory(path.join(root, "bin"))) profile.ignore.push("bin/");
}
