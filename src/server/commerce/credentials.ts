// Checkout takes a shared payment token, an e-mail address and attribution, nothing secret: a
// value shaped like another credential (an API key pasted as the token, a key as the reference)
// is refused before anything runs, naming the field and the kind it looked like, and is neither
// sent to the processor, stored, echoed nor logged. distill's rule table knows the shapes; it is
// loaded on the first checkout, not when the server starts.
import { HttpError } from "../http/errors.ts";

/** Throws 400 credential_refused for the first field (in the order given) that holds a credential. */
export async function refuseCredentials(fields: Readonly<Record<string, string | undefined>>): Promise<void> {
  const { credentialShape } = await import("../../distill/credential.ts");
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || value === "") continue;
    const shape = credentialShape(value);
    if (shape === null) continue;
    const payment =
      field === "shared_payment_granted_token" ? " A shared payment token (spt_…) is granted to this seller by the user's wallet; ask the user for one." : "";
    throw new HttpError(
      400,
      "credential_refused",
      `${field} looks like a credential (${shape.description}), not what this field takes, so it was refused: not sent to the payment processor, not stored. Never send the user's API keys or other secrets.${payment}`,
      { field },
    );
  }
}
