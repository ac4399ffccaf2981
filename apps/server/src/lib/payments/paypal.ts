/**
 * A small client of PayPal's REST API (OAuth client credentials + Orders v2 + capture refunds).
 * Every call is made outside any database transaction; failures surface as PaypalError.
 */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
}

export class PaypalError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly issue?: string,
  ) {
    super(message);
    this.name = 'PaypalError';
  }
}

interface Money {
  currency_code: string;
  value: string;
}

export interface PaypalShipping {
  name?: { full_name?: string };
  address?: {
    address_line_1?: string;
    address_line_2?: string;
    admin_area_2?: string;
    admin_area_1?: string;
    postal_code?: string;
    country_code?: string;
  };
}

export interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: {
    custom_id?: string;
    amount?: Money;
    shipping?: PaypalShipping;
    payments?: { captures?: { id: string; status: string; amount?: Money }[] };
  }[];
  payer?: { name?: { given_name?: string; surname?: string }; email_address?: string };
}

const TIMEOUT_MS = 15_000;

export function createPaypalClient(config: PaypalConfig) {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const res = await fetch(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((err: unknown) => {
      throw new PaypalError(`PayPal unreachable: ${(err as Error).message}`);
    });
    if (!res.ok) throw new PaypalError('PayPal refused the credentials', res.status);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PaypalError('PayPal sent no access token');
    // renew a minute early so a token never expires in flight
    token = { value: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<T> {
    const res = await fetch(`${config.apiBase}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Prefer: 'return=representation',
        ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((err: unknown) => {
      throw new PaypalError(`PayPal unreachable: ${(err as Error).message}`);
    });
    const json = (await res.json().catch(() => null)) as
      (T & { name?: string; details?: { issue?: string }[] }) | null;
    if (!res.ok || json === null) {
      if (res.status === 401) token = null;
      const issue = json?.details?.[0]?.issue ?? json?.name;
      throw new PaypalError(`PayPal answered ${res.status} to ${method} ${path}`, res.status, issue);
    }
    return json;
  }

  return {
    /** A CAPTURE-intent order for one amount; custom_id ties it to the shopper. */
    createOrder: (amount: Money, customId: string) =>
      call<PaypalOrder>('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: customId, amount }],
      }),
    getOrder: (id: string) => call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`),
    /** PayPal-Request-Id makes a retried capture return the first answer instead of charging twice. */
    captureOrder: (id: string) =>
      call<PaypalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, `capture-${id}`),
    refundCapture: (captureId: string) =>
      call<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {},
        `refund-${captureId}`,
      ),
  };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;
