// The outbox: every e-mail is first recorded in the store in the same transaction as the order it
// belongs to, then handed to the mailer. A send that fails stays pending and is retried with
// backoff by a timer (and at every start), so a crash between payment and e-mail loses nothing.
import type { Logger } from "../log.ts";
import type { Store } from "../store/store.ts";
import type { Mailer } from "./mailer.ts";

export type DeliveryStatus = "sent" | "queued" | "failed";

export interface OutboxOptions {
  store: Store;
  mailer: Mailer;
  now: () => Date;
  log: Logger;
  /** How often the timer looks for due messages. */
  retryEveryMs?: number;
}

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;

export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export class Outbox {
  private readonly options: OutboxOptions;
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Set<Promise<unknown>>();

  constructor(options: OutboxOptions) {
    this.options = options;
  }

  get mailerKind(): Mailer["kind"] {
    return this.options.mailer.kind;
  }

  /** Sends what is due (of one order, or all); answers each claimed message's outcome by id. */
  deliver(orderKey?: string): Promise<Map<string, DeliveryStatus>> {
    const work = this.deliverNow(orderKey);
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
    return work;
  }

  private async deliverNow(orderKey?: string): Promise<Map<string, DeliveryStatus>> {
    const { store, mailer, now, log } = this.options;
    const outcomes = new Map<string, DeliveryStatus>();
    const claimed = store.claimMail(orderKey === undefined ? { now: now().getTime() } : { now: now().getTime(), orderKey });
    for (const mail of claimed) {
      try {
        const where = await mailer.send(mail);
        store.markMailSent(mail.id, now().getTime(), mailer.kind === "smtp" ? "sent" : "spooled");
        outcomes.set(mail.id, mailer.kind === "smtp" ? "sent" : "queued");
        if (mailer.kind === "folder") log.info("mail written to the outbox folder (SMTP_URL is not set)", { mail_id: mail.id, order: mail.orderKey, kind: mail.kind, file: where });
        else log.info("mail sent", { mail_id: mail.id, order: mail.orderKey, kind: mail.kind, attempt: mail.attempts });
      } catch (error) {
        const retryAt = now().getTime() + retryDelay(mail.attempts);
        const reason = error instanceof Error ? error.message : String(error);
        store.markMailFailed(mail.id, reason, retryAt);
        outcomes.set(mail.id, "failed");
        log.warn("mail not sent; it stays in the outbox and will be retried", {
          mail_id: mail.id,
          order: mail.orderKey,
          kind: mail.kind,
          attempt: mail.attempts,
          retry_at: new Date(retryAt).toISOString(),
          error: reason.slice(0, 200),
        });
      }
    }
    return outcomes;
  }

  /** Sends what is pending now and then keeps retrying on a timer. */
  start(): void {
    const every = this.options.retryEveryMs ?? 15_000;
    const tick = (): void => {
      let pending: Promise<unknown> | undefined;
      try {
        const due = this.options.store.nextMailDue();
        if (due !== null && due <= this.options.now().getTime()) pending = this.deliver();
      } catch (error) {
        pending = Promise.reject(error);
      }
      void Promise.resolve(pending)
        .catch((error: unknown) => this.options.log.error("outbox run failed", { error: String(error) }))
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(tick, every).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Stops the timer and waits for sends under way. */
  async stop(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.running]);
    this.options.mailer.close();
  }
}
