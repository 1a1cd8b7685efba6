/**
 * Whether a lead's POST may have been stored without the visitor being told: no answer at all (the
 * network failed) or a gateway's error (502/504: the load balancer's instance died or timed out while
 * handling it). The form then sends it again with the same Idempotency-Key, so the lead is stored once
 * whichever instance answers (docs/decisions/0022). Any answer of the app itself is final.
 */
export const answerUnknown = (status: number | null): boolean => status == null || status === 502 || status === 504
