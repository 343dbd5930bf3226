// The outbox: every e-mail is first recorded in the store in the same transaction as the order it
// belongs to, then handed to the mailer in the background (no answer waits for a mail server). A
// send that fails stays pending and is retried with backoff by a timer (and at every start); a
// send is claimed under a lease a little longer than its time limit, so one cut short by a crash
// is due again when the lease lapses, and a crash between payment and e-mail loses nothing.
import { StoreUnavailableError } from "../http/errors.ts";
import type { Logger } from "../log.ts";
import type { MailRecord, Store } from "../store/store.ts";
import type { Mailer } from "./mailer.ts";

/** What became of one e-mail: taken by the mail server, waiting in the outbox (or folder), or refused and waiting for its retry. */
export type DeliveryStatus = "sent" | "queued" | "retrying";

export interface OutboxOptions {
  store: Store;
  mailer: Mailer;
  now: () => Date;
  log: Logger;
  /** How often the timer looks for due messages. */
  retryEveryMs?: number;
  /** How long one send may take before it counts as failed (SVC_SMTP_TIMEOUT). */
  sendTimeoutMs?: number;
  /** Told of each failed send (the metrics count them). */
  onSendFailed?: (mail: MailRecord) => void;
}

const DEFAULT_SEND_TIMEOUT_MS = 30_000;
/** A claim outlives its send's time limit by this much before another sender may take it. */
const LEASE_MARGIN_MS = 5_000;

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;

function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export class Outbox {
  private readonly options: OutboxOptions;
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Set<Promise<unknown>>();
  /** Set by stop(): no further send is started. */
  private stopping = false;
  /** E-mails this process claimed and has not marked sent or failed yet: given back by stop(). */
  private readonly held = new Set<string>();
  /** The sends under way, to abort at shutdown. */
  private readonly sending = new Set<AbortController>();

  constructor(options: OutboxOptions) {
    this.options = options;
  }

  get mailerKind(): Mailer["kind"] {
    return this.options.mailer.kind;
  }

  /**
   * Sends what is due (of one order, or all) in the background; the promise answers each claimed
   * message's outcome by id and never rejects (a failure is logged and retried later).
   */
  deliver(orderKey?: string): Promise<Map<string, DeliveryStatus>> {
    const work = this.deliverNow(orderKey).catch((error: unknown) => {
      this.runFailed(error);
      return new Map<string, DeliveryStatus>();
    });
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
    return work;
  }

  private async deliverNow(orderKey?: string): Promise<Map<string, DeliveryStatus>> {
    const { store, mailer, now, log } = this.options;
    const timeout = this.options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
    const outcomes = new Map<string, DeliveryStatus>();
    const at = now().getTime();
    const claimed = await store.claimMail({ now: at, leaseUntil: at + timeout + LEASE_MARGIN_MS, ...(orderKey === undefined ? {} : { orderKey }) });
    for (const mail of claimed) this.held.add(mail.id);
    for (const mail of claimed) {
      // Shutting down: what is left of the claim is given back by stop(), for another sender.
      if (this.stopping) break;
      // A send past its time limit, or under way when the grace of a shutdown ends, is aborted
      // (its connection closed), never left to finish unseen: a mail server that took it then
      // would deliver it besides the retry.
      const abort = new AbortController();
      this.sending.add(abort);
      try {
        const where = await withTimeout(mailer.send(mail, abort.signal), timeout, `the mail server did not take the message within ${timeout / 1000} s`, abort);
        await store.markMailSent(mail.id, now().getTime(), mailer.kind === "smtp" ? "sent" : "spooled");
        this.held.delete(mail.id);
        outcomes.set(mail.id, mailer.kind === "smtp" ? "sent" : "queued");
        if (mailer.kind === "folder")
          log.info("mail written to the outbox folder (SMTP_URL is not set)", { mail_id: mail.id, order: mail.orderKey, kind: mail.kind, file: where });
        else log.info("mail sent", { mail_id: mail.id, order: mail.orderKey, kind: mail.kind, attempt: mail.attempts });
      } catch (error) {
        // Cut off by stop(): its claim is given back there, due at once for another sender.
        if (this.stopping && abort.signal.aborted) break;
        const retryAt = now().getTime() + retryDelay(mail.attempts);
        const reason = error instanceof Error ? error.message : String(error);
        await store.markMailFailed(mail.id, reason, retryAt);
        this.held.delete(mail.id);
        outcomes.set(mail.id, "retrying");
        this.options.onSendFailed?.(mail);
        log.warn("mail not sent; it stays in the outbox and will be retried", {
          mail_id: mail.id,
          order: mail.orderKey,
          kind: mail.kind,
          attempt: mail.attempts,
          retry_at: new Date(retryAt).toISOString(),
          error: reason.slice(0, 200),
        });
      } finally {
        this.sending.delete(abort);
      }
    }
    return outcomes;
  }

  /**
   * Sends what is due now (a start after a crash included) and then keeps looking on a timer: every
   * `retryEveryMs`, or sooner when the next e-mail (a retry, a lapsed claim) is due before that.
   */
  start(): void {
    const every = this.options.retryEveryMs ?? 15_000;
    const look = async (): Promise<number> => {
      try {
        const now = this.options.now().getTime();
        const due = await this.options.store.nextMailDue();
        // Stopped while the store answered: nothing more is started.
        if (this.timer === undefined) return every;
        if (due !== null && due <= now) await this.deliver();
        else if (due !== null) return Math.min(every, Math.max(50, due - now));
      } catch (error) {
        this.runFailed(error);
      }
      return every;
    };
    // Each look is awaited by stop(), so none reaches the store after it is closed.
    const tick = (): void => {
      const work = look().then((wait) => {
        if (this.timer !== undefined) this.timer = setTimeout(tick, wait).unref();
      });
      this.running.add(work);
      void work.finally(() => this.running.delete(work));
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** A run that could not reach the store: logged, unless it is an outage the store's guard has reported already. */
  private runFailed(error: unknown): void {
    if (!(error instanceof StoreUnavailableError)) this.options.log.error("outbox run failed", { error: String(error) });
  }

  /**
   * Stops the timer, starts no further send, waits for the sends under way (at most `graceMs`),
   * then gives back every claim not sent, so another replica sends those e-mails at once rather
   * than when the lease would have lapsed.
   */
  async stop(graceMs = DEFAULT_SEND_TIMEOUT_MS): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.stopping = true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.allSettled([...this.running]), late]);
    clearTimeout(timer);
    // Sends still under way are cut off now (an aborted send settles at once), so none finishes
    // after its claim is given back below.
    for (const abort of this.sending) abort.abort();
    await Promise.allSettled([...this.running]);
    if (this.held.size > 0) {
      const ids = [...this.held];
      this.held.clear();
      try {
        await this.options.store.releaseMail(ids, this.options.now().getTime());
        this.options.log.info("outbox claims given back at shutdown", { count: ids.length });
      } catch (error) {
        this.options.log.error("outbox claims not given back (they are due again when their lease lapses)", { error: String(error) });
      }
    }
    this.options.mailer.close();
  }
}

/**
 * `work`, or its abort: by `abort` after `ms` (with `message`), or earlier by whoever else aborts
 * it (a shutdown). Settles at the abort even if the work ignores its signal.
 */
function withTimeout<T>(work: Promise<T>, ms: number, message: string, abort: AbortController): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => abort.abort(new Error(message)), ms);
    const aborted = (): void => reject(abort.signal.reason);
    abort.signal.addEventListener("abort", aborted, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      abort.signal.removeEventListener("abort", aborted);
    });
  });
}
