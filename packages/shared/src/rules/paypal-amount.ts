/**
 * PayPal does not settle EGP (docs/api-compatibility.md): the charge is the EGP total divided by the
 * configured rate, in the configured currency, with the decimals PayPal allows for it
 * (https://developer.paypal.com/reference/currency-codes/ — HUF, JPY and TWD take none).
 */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

/** The amount string PayPal expects, rounded half up, never below the smallest unit. */
export function paypalAmount(totalPiastres: number, egpPerUnit: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const scale = 10 ** decimals;
  // piastres → units of the charge currency, in its smallest unit, half up
  const minor = Math.max(1, Math.round((totalPiastres / 100 / egpPerUnit) * scale + Number.EPSILON));
  return (minor / scale).toFixed(decimals);
}
