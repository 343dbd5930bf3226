// Cline keeps its global rules, workflows and hooks under the Documents folder, which it asks the OS
// for (Windows' known folder, which OneDrive's backup moves to %USERPROFILE%\OneDrive\Documents;
// xdg-user-dir on Linux, which a localised desktop names ~/Dokumente). svc resolves it the same
// way, offline: the registry's User Shell Folders "Personal" value on Windows, user-dirs.dirs on
// Linux; without the registry, OneDrive's Documents when ~/Documents has no Cline folder.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { readHarness } from "../../src/harness/read.ts";
import { documentsFolder } from "../../src/harness/tools/documents-folder.ts";
import { tempDir } from "../support/cli.ts";
import { writeTree } from "../support/tree.ts";

const RULE = "---\ndescription: House style\n---\nTabs, never spaces.\n";

describe("Cline's Documents folder, found as Cline finds it", () => {
  test("Windows: the registry's Personal value, with %USERPROFILE% expanded", () => {
    const home = "C:\\Users\\Jose Mueller";
    const env = { USERPROFILE: home, OneDrive: `${home}\\OneDrive` };
    assert.equal(
      documentsFolder(env, home, "win32", () => "%USERPROFILE%\\OneDrive\\Documents"),
      `${home}\\OneDrive\\Documents`,
    );
    assert.equal(
      documentsFolder(env, home, "win32", () => "D:\\Redirected\\Docs"),
      "D:\\Redirected\\Docs",
    );
    // A value svc cannot expand (an unknown variable) is not guessed at.
    assert.equal(
      documentsFolder({}, "/nowhere", "win32", () => "%NOPE%\\Documents"),
      path.join("/nowhere", "Documents"),
    );
  });

  test("Windows without the registry: OneDrive's Documents when it holds Cline's folder and ~/Documents does not", async () => {
    const home = await tempDir("svc-cline-docs-");
    await writeTree(home, { "OneDrive/Documents/Cline/Rules/style.md": RULE });
    const env = { USERPROFILE: home, OneDrive: path.join(home, "OneDrive") };
    assert.equal(
      documentsFolder(env, home, "win32", () => undefined),
      path.join(home, "OneDrive", "Documents"),
    );
    await writeTree(home, { "Documents/Cline/Rules/other.md": RULE });
    assert.equal(
      documentsFolder(env, home, "win32", () => undefined),
      path.join(home, "Documents"),
    );
  });

  test("Linux: XDG_DOCUMENTS_DIR from user-dirs.dirs (what xdg-user-dir answers)", async () => {
    const home = await tempDir("svc-cline-xdg-");
    await writeTree(home, {
      ".config/user-dirs.dirs": '# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR="$HOME/Schreibtisch"\nXDG_DOCUMENTS_DIR="$HOME/Dokumente"\n',
    });
    assert.equal(documentsFolder({}, home, "linux"), path.join(home, "Dokumente"));
    assert.equal(documentsFolder({ XDG_CONFIG_HOME: path.join(home, "nothing") }, home, "linux"), path.join(home, "Documents"));
    assert.equal(documentsFolder({}, home, "darwin"), path.join(home, "Documents"));
  });

  test("Cline's global rules are read from OneDrive's Documents on Windows", async () => {
    const home = await tempDir("svc-cline-onedrive-");
    await writeTree(home, { "OneDrive/Documents/Cline/Rules/style.md": RULE, "OneDrive/Documents/Cline/Workflows/ship.md": "Ship it.\n" });
    const env = { USERPROFILE: home, OneDrive: path.join(home, "OneDrive"), APPDATA: path.join(home, "AppData", "Roaming") };
    const harness = await readHarness("cline", "global", { home, env, platform: "win32" }, ["instructions", "commands"]);
    assert.deepEqual(harness.items.map((entry) => `${entry.kind}/${entry.name}`).sort(), ["commands/ship", "instructions/style"]);
    assert.equal(harness.items.find((entry) => entry.kind === "instructions")?.origin.path, path.join(home, "OneDrive/Documents/Cline/Rules/style.md"));
  });
});
