// A temporary home and project checkout holding a fixture, for harness tests.
import path from "node:path";
import type { Fixture } from "../fixtures/harness.ts";
import { tempDir } from "./cli.ts";
import { writeTree } from "./tree.ts";

export interface World {
  home: string;
  repo: string;
  env: Record<string, string>;
}

export async function makeWorld(...fixtures: Partial<Fixture>[]): Promise<World> {
  const root = await tempDir("svc-world-");
  const world = { home: path.join(root, "home"), repo: path.join(root, "repo"), env: {} };
  for (const fixture of fixtures) {
    await writeTree(world.home, fixture.home ?? {});
    await writeTree(world.repo, fixture.repo ?? {});
  }
  await writeTree(world.home, {});
  await writeTree(world.repo, {});
  return world;
}

/** Replaces the world's folders in any value with stable names, for golden comparisons. */
export function sanitize<T>(value: T, world: World): T {
  const text = JSON.stringify(value).split(world.repo).join("<repo>").split(world.home).join("<home>");
  return JSON.parse(text) as T;
}
