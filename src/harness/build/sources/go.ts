// Go projects: go.mod (the go tool's own build / test / vet), golangci-lint's config, go.work.
import path from "node:path";
import { readTextOr } from "../../io.ts";
import { exists, isDirectory, type Reading } from "../profile.ts";

export async function readGo({ root, profile, add }: Reading): Promise<void> {
  const text = await readTextOr(path.join(root, "go.mod"), profile.problems);
  if (text === null) return;
  profile.ecosystems.push("go");
  profile.packageManagers.push("go");
  const module = /^module\s+(\S+)/m.exec(text)?.[1];
  if (module && profile.ecosystems.length === 1) profile.name = module;
  add("build", "go build ./...", { file: "go.mod" });
  add("test", "go test ./...", { file: "go.mod" });
  add("lint", "go vet ./...", { file: "go.mod" });
  const golangci = [".golangci.yml", ".golangci.yaml", ".golangci.toml"].find((file) => exists(root, file));
  if (golangci !== undefined) add("lint", "golangci-lint run", { file: golangci });
  if (exists(root, "go.work")) {
    const work = (await readTextOr(path.join(root, "go.work"), profile.problems)) ?? "";
    const uses = [...work.matchAll(/^\s*(?:use\s+)?(\.\/?[^\s()]*)\s*$/gm)].map((match) => (match[1] ?? "").replace(/^\.\//, "")).filter((member) => member !== "" && member !== ".");
    for (const member of uses) if (isDirectory(path.join(root, member))) profile.workspaces.push({ path: member, name: member });
  }
  if (isDirectory(path.join(root, "bin"))) profile.ignore.push("bin/");
}
