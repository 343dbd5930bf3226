// A Stryker ignorer for the distill module (stryker.config.mjs): the `description` of each rule in
// src/distill/rules.ts is documentation of the table, read by no code (no report, message
// or placeholder shows it), so emptying it or changing its text cannot change what a user sees.
// Without this, each of the ~70 descriptions makes a mutant that survives every test and costs a
// full run of the module's tests. See test/mutation/EQUIVALENT.md.
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "distill-rule-descriptions", {
    shouldIgnore(path) {
      const node = path.node;
      if (node.type !== "ObjectProperty" || node.computed) return undefined;
      const key = node.key;
      const name = key.type === "Identifier" ? key.name : key.type === "StringLiteral" ? key.value : undefined;
      return name === "description" ? "a distill rule's description is documentation, read by no code" : undefined;
    },
  }),
];
