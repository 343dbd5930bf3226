// A buyer's steps in the tests' own words, against the local fake of Stripe: paying through a
// product's payment link, and the body an agent sends to the agentic checkout.
import { productById, type ProductId } from "../../src/catalog.ts";
import type { FakeStripe, Session } from "./fake-stripe.ts";

export interface LinkPayment {
  /** Minor units; the product's catalog price unless said (a product the catalog lacks needs it). */
  amount?: number;
  email?: string;
  /** The link's client_reference_id (a blog post, a campaign). */
  reference?: string;
  /** False: a delayed payment, completed but not yet paid. */
  paid?: boolean;
}

/** A buyer opens the payment link of `productId` (null: a link whose metadata names none) and pays. */
export function paidLinkSession(stripe: FakeStripe, productId: string | null, payment: LinkPayment = {}): Session {
  const link = stripe.addPaymentLink(productId);
  const amount = payment.amount ?? (productId === null ? undefined : productById(productId as ProductId).priceMinor);
  if (amount === undefined) throw new Error("paidLinkSession: a link without a product needs an amount");
  const session = stripe.openLink(link.id, { amount, ...(payment.reference === undefined ? {} : { clientReferenceId: payment.reference }) });
  return stripe.completeSession(session.id, { email: payment.email ?? "grace@example.com", paid: payment.paid ?? true });
}

/** The agentic checkout's body: pay for `productId` with the shared payment token `token`. */
export function sptCheckout(productId: string, token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { product_id: productId, payment_mode: "processor_spt", shared_payment_granted_token: token, buyer_email: "ada@example.com", ...extra };
}
