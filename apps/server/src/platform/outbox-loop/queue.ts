/** What the loop asks of a claim: rows due at `now`, leased to `claimId` until `leaseUntil`. */
export type Claim = {
  /** ISO timestamps, as the outbox tables store them. */
  now: string;
  leaseUntil: string;
  /** Unique per claim, so the outcome is recorded only by the claim's holder. */
  claimId: string;
  limit: number;
};

/**
 * A module's outbox as the loop sees it. The queue chooses which due rows a claim hands out, so
 * fair scheduling (say, turns between endpoints or companies) belongs in `claim` and needs no
 * change to the loop.
 */
export type OutboxQueue<Row> = {
  /**
   * Leases up to `limit` due rows not leased by anyone else (another instance included); a row
   * whose lease ran out (a crashed sender) is due again. It may hold due rows back (a company
   * with its share of sends in flight): the loop claims again whenever a send ends or it is
   * kicked, and `nextDueAt` should then not name a held-back row, or the loop would poll at once.
   */
  claim(claim: Claim): Promise<readonly Row[]>;
  /**
   * Sends one claimed row and records its outcome (sent, or failed with its next attempt).
   * `signal` aborts when the loop closes: the row may then be left leased, to be retried once
   * its lease runs out.
   */
  send(row: Row, signal: AbortSignal): Promise<void>;
  /** When the earliest waiting row is due (a lease's end counts), ISO, or null when none waits. */
  nextDueAt(): Promise<string | null>;
  /** How long a claim holds: longer than a send can take, so a live sender keeps its rows. */
  leaseMs: number;
  /** Sends in flight at once per instance: one slow receiver does not hold up the others. */
  parallel: number;
};
