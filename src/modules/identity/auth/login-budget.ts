import { createHash } from 'node:crypto';
import { ipKeyGenerator, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { RateLimitedError } from '../../../graphql/errors';

/**
 * How a credential check is charged:
 * - `signIn`: a sign-in route (REST and GraphQL, staff and customer). Every attempt spends from
 *   the address's budget, as the storefront's "5 login attempts per 15 minutes" says; the account
 *   is charged for failures only.
 * - `password`: a password presented on each request (HTTP Basic). The attempt is charged before
 *   the hash runs and given back when the password was right, so only failures stay spent.
 * - `token`: a random secret checked by a digest or a signature (API key, refresh token), so no
 *   one can guess it and checking it costs nothing: the budget is read first, and only a failure
 *   spends. No account is charged (an attacker must not lock a key out by naming its prefix).
 */
export type Charge = 'signIn' | 'password' | 'token';

/**
 * How long an address an account signed in from stays exempt from that account's budget. Under
 * 24.8 days: the in-memory store sweeps on a timer of this period, which Node caps at 2^31 - 1 ms.
 */
export const KNOWN_ADDRESS_MS = 14 * 24 * 60 * 60 * 1000;

export interface LoginBudgetOptions {
  /** Attempts per client address (IPv6 grouped by its /64). */
  addresses: Store;
  /** Failed attempts per account, from any address. */
  accounts: Store;
  /** The addresses each account has signed in from (a count per pair, kept `knownMs`). */
  known: Store;
  addressMax: number;
  accountMax: number;
  windowMs: number;
  knownMs: number;
  /** Called on each refusal (metrics). */
  refused?: () => void;
}

/**
 * An account as the budget knows it: staff by their normalized e-mail (unique on the platform),
 * customers by the store's slug and their e-mail (unique per store).
 */
export function loginAccount(kind: 'user' | 'customer', login: string, store?: string): string {
  // Hashed so that no e-mail is written to the shared counters' keys.
  const name = kind === 'user' ? `user:${login}` : `customer:${store ?? ''}:${login}`;
  return createHash('sha256').update(name).digest('base64url').slice(0, 22);
}

/** The address key of the budget: IPv4 as is, IPv6 by its /64 (one client's usual allocation). */
export function addressKey(ip: string): string {
  return ipKeyGenerator(ip, 64);
}

function retryAfter(info: ClientRateLimitInfo | undefined, windowMs: number): number {
  const ms = info?.resetTime ? info.resetTime.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * The login budget shared by every credential check of the three APIs (sign-in routes, refresh,
 * HTTP Basic with a password or an API key): it is spent or read *before* the credential is
 * checked, so a spent budget answers 429 whether the credential is right or not, and no password
 * hash runs for it.
 *
 * Two budgets: one per client address (`addressMax` per window), and one per account
 * (`accountMax` failures per window, from any address) against credential stuffing from many
 * addresses. So that an attacker cannot lock an account's owner out by spending its budget, an
 * address the account has signed in from before (within `knownMs`) is not held to the account's
 * budget, only to its own; any other address waits for the window to end.
 */
export class LoginBudget {
  private constructor(private readonly options: LoginBudgetOptions) {}

  static async create(options: LoginBudgetOptions): Promise<LoginBudget> {
    const { addresses, accounts, known, windowMs, knownMs } = options;
    await Promise.all([
      addresses.init?.({ windowMs } as Options),
      accounts.init?.({ windowMs } as Options),
      known.init?.({ windowMs: knownMs } as Options),
    ]);
    return new LoginBudget(options);
  }

  /**
   * Throws RATE_LIMITED when the address's or the account's budget is spent, spending nothing
   * (a request that presents a verified credential again reads the budget, never waits on it).
   */
  async check(ip: string, account?: string): Promise<void> {
    const address = addressKey(ip);
    const { addressMax, accountMax, windowMs } = this.options;
    const [byAddress, byAccount] = await Promise.all([
      this.options.addresses.get?.(address),
      account === undefined ? undefined : this.options.accounts.get?.(account),
    ]);
    if ((byAddress?.totalHits ?? 0) >= addressMax) this.refuse(byAddress, windowMs);
    if ((byAccount?.totalHits ?? 0) >= accountMax && !(await this.knows(account!, address))) {
      this.refuse(byAccount, windowMs);
    }
  }

  /**
   * Runs `verify` (the credential check: null when the credential is wrong) within the budget:
   * charged as `charge` says before it runs, refused with RATE_LIMITED without running it when
   * the budget is spent, and settled by its outcome.
   */
  async guard<T>(
    ip: string,
    account: string | undefined,
    charge: Charge,
    verify: () => Promise<T | null>,
  ): Promise<T | null> {
    if (charge === 'token') {
      await this.check(ip);
      const result = await verify();
      if (result === null) await this.failed(ip);
      return result;
    }
    const address = addressKey(ip);
    await this.spend(address, account);
    let result: T | null;
    try {
      result = await verify();
    } catch (error) {
      // No verdict on the credential (the store is unknown, the database failed): nothing is charged.
      await this.giveBack(address, account, true);
      throw error;
    }
    if (result === null) return null;
    await this.giveBack(address, account, charge === 'password');
    if (account !== undefined) await this.options.known.increment(`${account}:${address}`);
    return result;
  }

  /** Charges a failed check of a token (see {@link Charge}) to its address. */
  async failed(ip: string): Promise<void> {
    await this.options.addresses.increment(addressKey(ip));
  }

  /** Charges one attempt to the address, then (when the address may still try) to the account. */
  private async spend(address: string, account: string | undefined): Promise<void> {
    const { addresses, accounts, addressMax, accountMax, windowMs } = this.options;
    const byAddress = await addresses.increment(address);
    // Refused at the address: the account is not charged, so that one address cannot spend an
    // account's budget with requests that never reach a check.
    if (byAddress.totalHits > addressMax) this.refuse(byAddress, windowMs);
    if (account === undefined) return;
    const byAccount = await accounts.increment(account);
    if (byAccount.totalHits > accountMax && !(await this.knows(account, address))) {
      await accounts.decrement(account);
      this.refuse(byAccount, windowMs);
    }
  }

  /** Returns an attempt's charge: always the account's, the address's when `toAddress` says so. */
  private async giveBack(address: string, account: string | undefined, toAddress: boolean): Promise<void> {
    await Promise.all([
      toAddress ? this.options.addresses.decrement(address) : undefined,
      account === undefined ? undefined : this.options.accounts.decrement(account),
    ]);
  }

  private async knows(account: string, address: string): Promise<boolean> {
    const info = await this.options.known.get?.(`${account}:${address}`);
    return (info?.totalHits ?? 0) > 0;
  }

  private refuse(info: ClientRateLimitInfo | undefined, windowMs: number): never {
    this.options.refused?.();
    throw new RateLimitedError(retryAfter(info, windowMs));
  }
}
