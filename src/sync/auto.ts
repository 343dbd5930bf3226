// Local auto sync: pairings recorded in the hub's manifest, disabled by default. `run` does, for
// each enabled pairing, one pull then plan-push then push, with the pairing's policy; the first
// conflict stops it. No scheduler is installed and no git command is run.
import type { Interruption } from "../core/interrupt.ts";
import type { Where } from "../harness/read.ts";
import type { Policy } from "../harness/plan/plan.ts";
import type { SyncToolId } from "../harness/tools/ids.ts";
import { fingerprint, observe } from "../harness/io.ts";
import { readToolItems } from "./common.ts";
import { readHubItems, saveManifest, type Hub, type Pairing } from "./hub.ts";
import { pull, type PullResult } from "./pull.ts";
import { planPush, push, type PlannedPush, type PushResult } from "./push.ts";

export async function enablePairing(hub: Hub, pairing: Omit<Pairing, "state">): Promise<Pairing> {
  const enabled: Pairing = { ...pairing, state: "enabled" }; // no `settled`: the next run reads everything
  const index = hub.manifest.auto.findIndex((entry) => entry.from === pairing.from && entry.to === pairing.to);
  if (index === -1) hub.manifest.auto.push(enabled);
  else hub.manifest.auto[index] = enabled;
  await saveManifest(hub);
  return enabled;
}

/** Disables one pairing, or all of them; returns the ones it disabled. */
export async function disablePairings(hub: Hub, which?: { from: SyncToolId; to: SyncToolId }): Promise<Pairing[]> {
  const changed: Pairing[] = [];
  for (const pairing of hub.manifest.auto) {
    if (which && (pairing.from !== which.from || pairing.to !== which.to)) continue;
    if (pairing.state === "enabled") changed.push(pairing);
    pairing.state = "disabled";
  }
  await saveManifest(hub);
  return changed;
}

export interface AutoStep {
  pairing: Pairing;
  /** Nothing any side holds changed since the last complete run: skipped without reading. */
  settled?: boolean;
  pull?: PullResult;
  plan?: PlannedPush;
  push?: PushResult;
  /** Where this pairing stopped, if it did. */
  stopped?: "pull_conflict" | "push_conflict";
}

export async function runAuto(hub: Hub, options: { where: Where; svcHome: string; now: Date; interruption?: Interruption | undefined }): Promise<AutoStep[]> {
  const steps: AutoStep[] = [];
  for (const pairing of hub.manifest.auto.filter((entry) => entry.state === "enabled")) {
    const policy: Policy = pairing.policy;
    // The fast path: stat what the last complete run read; unchanged means nothing to do.
    if (pairing.settled && (await fingerprint(pairing.settled.observation)) === pairing.settled.fingerprint) {
      steps.push({ pairing, settled: true });
      continue;
    }
    const pulled = await pull({
      hub,
      tool: pairing.from,
      policy,
      where: options.where,
      svcHome: options.svcHome,
      now: options.now,
      interruption: options.interruption,
    });
    const step: AutoStep = { pairing, pull: pulled };
    steps.push(step);
    if (!pulled.applied) {
      step.stopped = "pull_conflict";
      break;
    }
    const planned = await planPush({
      hub,
      tool: pairing.to,
      policy,
      where: options.where,
      svcHome: options.svcHome,
      now: options.now,
      interruption: options.interruption,
    });
    step.plan = planned;
    if (policy === "merge" && planned.plan.files.some((file) => file.action === "conflict")) {
      step.stopped = "push_conflict";
      break;
    }
    step.push = await push({
      hub,
      tool: pairing.to,
      policy,
      where: options.where,
      svcHome: options.svcHome,
      now: options.now,
      interruption: options.interruption,
    });
    await settle(hub, pairing, options.where);
  }
  return steps;
}

/** Records what a complete run leaves behind: everything it reads, and its state now. */
async function settle(hub: Hub, pairing: Pairing, where: Where): Promise<void> {
  const { observation } = await observe(async () => {
    await readToolItems(pairing.from, hub, where);
    await readHubItems(hub);
    await readToolItems(pairing.to, hub, where);
  });
  pairing.settled = { observation, fingerprint: await fingerprint(observation) };
  await saveManifest(hub);
}
