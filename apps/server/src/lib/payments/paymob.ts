/**
 * A small client of Paymob's Intention API (unified checkout) and its refund and void calls, and
 * the check of the HMAC Paymob signs its transaction callbacks with. Every call is made outside any
 * database transaction; failures surface as PaymobError. Field names follow Paymob's developer
 * documentation (developers.paymob.com: Create Intention, HMAC Transaction Callback, Refund, Void).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymobMethods, type PaymobMethod } from '@atlas/shared/contract/paymob';

export type { PaymobMethod };
export const PAYMOB_METHODS = paymobMethods;

export interface PaymobConfig {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** https://accept.paymob.com, or the fake's address in tests. */
  apiBase: string;
  /** The integration id of each method offered. */
  integrations: Partial<Record<PaymobMethod, number>>;
  /** Paymob's API key: only for asking about a transaction whose callback is overdue (optional). */
  apiKey?: string;
}

export class PaymobError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymobError';
  }
}

export interface PaymobBilling {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  city: string;
  state: string;
}

export interface IntentionRequest {
  /** The total in piastres, as the server computed it. */
  amountCents: number;
  method: PaymobMethod;
  /** Our reference for the payment (unique per intention); Paymob echoes it, it is not signed. */
  reference: string;
  billing: PaymobBilling;
  items: { name: string; amountCents: number; quantity: number }[];
  /** Where Paymob posts the transaction-processed callback. */
  notificationUrl: string;
  /** Where the shopper's browser comes back after paying. */
  redirectionUrl: string;
  /** Seconds the intention can be paid in (a kiosk reference expires with it). */
  expirationSeconds?: number;
}

export interface Intention {
  id: string;
  clientSecret: string;
  /** Paymob's order id: signed in every transaction callback (`obj.order.id`), so it is what we match. */
  orderId: number;
  amountCents: number;
  currency: string;
}

/** A transaction as Paymob reports it (callback `obj`, refund and void answers). */
export interface PaymobTransaction {
  id: number;
  success: boolean;
  pending: boolean;
  amount_cents: number;
  currency: string;
  is_refunded?: boolean;
  is_voided?: boolean;
  order?: { id: number };
  data?: { bill_reference?: string | number; message?: string };
  [field: string]: unknown;
}

const TIMEOUT_MS = 15_000;

/** The JSON in `text` (null for an empty body), or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createPaymobClient(config: PaymobConfig) {
  let authToken: { token: string; until: number } | null = null;

  async function call<T>(
    path: string,
    body: unknown,
    authorization = `Token ${config.secretKey}`,
  ): Promise<T> {
    const res = await fetch(`${config.apiBase}${path}`, {
      method: 'POST',
      headers: {
        ...(authorization ? { Authorization: authorization } : {}),
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((err: unknown) => {
      throw new PaymobError(`Paymob unreachable: ${(err as Error).message}`);
    });
    const text = await res.text();
    const parsed = parseJson(text);
    if (parsed === undefined)
      throw new PaymobError(`Paymob answered ${res.status} with something other than JSON`, res.status);
    if (!res.ok) {
      const answer = parsed as { detail?: unknown; message?: unknown } | null;
      const detail = answer?.detail ?? answer?.message;
      throw new PaymobError(
        `Paymob refused ${path} (${res.status})${typeof detail === 'string' ? `: ${detail}` : ''}`,
        res.status,
      );
    }
    return parsed as T;
  }

  return {
    async createIntention(request: IntentionRequest): Promise<Intention> {
      const b = request.billing;
      const integration = config.integrations[request.method];
      if (!integration) throw new PaymobError(`Paymob ${request.method} is not configured`);
      const answer = await call<{
        id?: unknown;
        client_secret?: unknown;
        intention_order_id?: unknown;
        intention_detail?: { amount?: unknown; currency?: unknown };
      }>('/v1/intention/', {
        amount: request.amountCents,
        currency: 'EGP',
        payment_methods: [integration],
        items: request.items.map((item) => ({
          name: item.name.slice(0, 50),
          amount: item.amountCents,
          quantity: item.quantity,
        })),
        billing_data: {
          first_name: b.firstName,
          last_name: b.lastName,
          email: b.email,
          phone_number: b.phone,
          street: b.street,
          building: b.building,
          floor: b.floor,
          apartment: b.apartment,
          city: b.city,
          state: b.state,
          country: 'EG',
        },
        special_reference: request.reference,
        notification_url: request.notificationUrl,
        redirection_url: request.redirectionUrl,
        ...(request.expirationSeconds ? { expiration: request.expirationSeconds } : {}),
      });
      const amount = Number(answer.intention_detail?.amount ?? request.amountCents);
      if (
        typeof answer.id !== 'string' ||
        typeof answer.client_secret !== 'string' ||
        !Number.isInteger(answer.intention_order_id)
      )
        throw new PaymobError('Paymob answered the intention without its id, secret or order');
      return {
        id: answer.id,
        clientSecret: answer.client_secret,
        orderId: answer.intention_order_id as number,
        amountCents: amount,
        currency:
          typeof answer.intention_detail?.currency === 'string' ? answer.intention_detail.currency : 'EGP',
      };
    },

    /** Paymob's unified checkout for an intention, where the shopper's browser is sent. */
    checkoutUrl(clientSecret: string): string {
      const query = new URLSearchParams({ publicKey: config.publicKey, clientSecret });
      return `${config.apiBase}/unifiedcheckout/?${query.toString()}`;
    },

    /** Gives a paid transaction's money back (a card after settlement, a wallet, a kiosk payment). */
    refund(transactionId: number, amountCents: number): Promise<PaymobTransaction> {
      return call<PaymobTransaction>('/api/acceptance/void_refund/refund', {
        transaction_id: transactionId,
        amount_cents: amountCents,
      });
    },

    /**
     * The last transaction of a Paymob order, from Paymob's transaction inquiry (null: none yet).
     * Needs the API key, exchanged for an auth token that is reused for 50 minutes.
     */
    async inquire(paymobOrderId: number): Promise<PaymobTransaction | null> {
      if (!config.apiKey) throw new PaymobError('Paymob transaction inquiry needs PAYMOB_API_KEY');
      if (!authToken || authToken.until < Date.now()) {
        const answer = await call<{ token?: unknown }>('/api/auth/tokens', { api_key: config.apiKey }, '');
        if (typeof answer.token !== 'string') throw new PaymobError('Paymob answered without an auth token');
        authToken = { token: answer.token, until: Date.now() + 50 * 60_000 };
      }
      try {
        return await call<PaymobTransaction>(
          '/api/ecommerce/orders/transaction_inquiry',
          { auth_token: authToken.token, order_id: paymobOrderId },
          `Bearer ${authToken.token}`,
        );
      } catch (err) {
        if (err instanceof PaymobError && err.status === 404) return null;
        throw err;
      }
    },

    /** Cancels a card payment before it settles (the same business day). */
    voidTransaction(transactionId: number): Promise<PaymobTransaction> {
      return call<PaymobTransaction>('/api/acceptance/void_refund/void', { transaction_id: transactionId });
    },
  };
}

/** The fields of a transaction Paymob's HMAC covers, in the order it concatenates them. */
export const TRANSACTION_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

function field(transaction: Record<string, unknown>, path: string): string {
  let value: unknown = transaction;
  for (const key of path.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What Paymob signs of a transaction: the values of TRANSACTION_HMAC_FIELDS, in order, joined. */
export function transactionHmacText(transaction: Record<string, unknown>): string {
  return TRANSACTION_HMAC_FIELDS.map((path) => field(transaction, path)).join('');
}

/** The HMAC-SHA512 (hex) Paymob puts on a transaction-processed callback (`?hmac=`). */
export function transactionHmac(transaction: Record<string, unknown>, hmacSecret: string): string {
  return createHmac('sha512', hmacSecret).update(transactionHmacText(transaction)).digest('hex');
}

/** Whether `hmac` is Paymob's signature of `transaction` (the callback's `obj`). */
export function verifyTransactionHmac(transaction: unknown, hmac: unknown, hmacSecret: string): boolean {
  if (!transaction || typeof transaction !== 'object' || Array.isArray(transaction)) return false;
  if (typeof hmac !== 'string' || !/^[0-9a-f]{128}$/i.test(hmac)) return false;
  const expected = Buffer.from(transactionHmac(transaction as Record<string, unknown>, hmacSecret), 'hex');
  return timingSafeEqual(expected, Buffer.from(hmac, 'hex'));
}

export type PaymobClient = ReturnType<typeof createPaymobClient>;

/** Paymob's settings from the environment; null when Paymob is off (its keys unset). */
export function paymobConfigFromEnv(env: {
  PAYMOB_SECRET_KEY?: string | undefined;
  PAYMOB_PUBLIC_KEY?: string | undefined;
  PAYMOB_HMAC_SECRET?: string | undefined;
  PAYMOB_API_BASE: string;
  PAYMOB_CARD_INTEGRATION_ID?: number | undefined;
  PAYMOB_WALLET_INTEGRATION_ID?: number | undefined;
  PAYMOB_KIOSK_INTEGRATION_ID?: number | undefined;
  PAYMOB_API_KEY?: string | undefined;
}): PaymobConfig | null {
  if (!env.PAYMOB_SECRET_KEY || !env.PAYMOB_PUBLIC_KEY || !env.PAYMOB_HMAC_SECRET) return null;
  const ids = {
    card: env.PAYMOB_CARD_INTEGRATION_ID,
    wallet: env.PAYMOB_WALLET_INTEGRATION_ID,
    kiosk: env.PAYMOB_KIOSK_INTEGRATION_ID,
  };
  return {
    secretKey: env.PAYMOB_SECRET_KEY,
    publicKey: env.PAYMOB_PUBLIC_KEY,
    hmacSecret: env.PAYMOB_HMAC_SECRET,
    apiBase: env.PAYMOB_API_BASE.replace(/\/$/, ''),
    integrations: Object.fromEntries(Object.entries(ids).filter(([, id]) => id !== undefined)),
    ...(env.PAYMOB_API_KEY ? { apiKey: env.PAYMOB_API_KEY } : {}),
  };
}

/** The methods a configuration offers, in checkout's order. */
export const offeredMethods = (config: PaymobConfig | null): PaymobMethod[] =>
  config ? PAYMOB_METHODS.filter((method) => config.integrations[method] !== undefined) : [];
