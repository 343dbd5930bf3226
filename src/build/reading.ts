// What a source reader (sources/*.ts) is handed and how it is called: apart from the profile's
// shape, because it carries the task runners (recipes.ts), which read the profile's types.
import type { Add, ProjectProfile } from "./profile.ts";
import type { Runners } from "./recipes.ts";

/**
 * What each source gets: the project root, the profile it fills in, where commands go, and the
 * project's task runners (a source that reads recipes adds its runner there).
 */
export interface Reading {
  root: string;
  profile: ProjectProfile;
  add: Add;
  runners: Runners;
}

export type SourceReader = (reading: Reading) => Promise<void>;
