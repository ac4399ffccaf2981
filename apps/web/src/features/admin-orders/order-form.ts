import type { AdminOrderUpdateInput } from '@atlas/shared/contract/admin-orders';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { OrderDto, OrderStatus } from '@atlas/shared/contract/orders';
import { withSubtotal } from '@atlas/shared/rules/delivery';
import { adminStatuses, type EditableStatus } from '@atlas/shared/rules/order-status';
import { ApiError } from '@/lib/api-client';
import type { NumberValue } from '@/lib/admin/number-value';

/** The address fields of an order, in the form's order (contract/addresses ADDRESS_FIELDS). */
export const ADDRESS_FIELDS = ['street', 'city', 'state', 'zipCode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Mirrors the server's bound on one line (contract/admin-orders MAX_ORDER_LINE_QUANTITY). */
export const MAX_LINE_QUANTITY = 999;

export interface OrderFormRow {
  /** A stable React key for the row. */
  key: string;
  /** 0 for a product no longer in the catalogue (its line is kept as it was). */
  productId: number;
  name: string;
  /** Unit price paid, EGP (shown; the server keeps it and ignores what is sent). */
  price: number;
  quantity: NumberValue;
  flavor: string;
}

export interface OrderFormValues {
  products: OrderFormRow[];
  address: Record<AddressField, string>;
  status: EditableStatus | '';
}

/** What is wrong, as a translation key under adminOrders.form.problems. */
export type FormProblem = 'required' | 'quantity' | 'price' | 'status' | 'flavor' | 'product' | 'grows';

export interface FormCheck {
  /** Field path (products.0.quantity, address.city, status) → problem. */
  fields: Record<string, FormProblem>;
  /** 'noProducts' when no row is left. */
  form: 'noProducts' | null;
  valid: boolean;
}

let rowSeq = 0;

export function orderFormFrom(order: OrderDto): OrderFormValues {
  const a = order.address;
  return {
    products: order.products.map((p) => {
      rowSeq += 1;
      return {
        key: `row-${rowSeq}`,
        productId: p.productId,
        name: p.name,
        price: p.price,
        quantity: p.quantity,
        flavor: p.flavor,
      };
    }),
    address: {
      street: a?.street ?? '',
      city: a?.city ?? '',
      state: a?.state ?? '',
      zipCode: a?.zipCode ?? '',
      country: a?.country ?? '',
    },
    status: order.status === 'cancelled' ? '' : order.status,
  };
}

/** The statuses the edit form offers: processing only while the order still is. */
export function statusChoices(current: OrderStatus): EditableStatus[] {
  return current === 'processing' ? ['processing', ...adminStatuses] : [...adminStatuses];
}

/** The spec's order-edit rules, as the server checks them. */
export function checkOrderForm(values: OrderFormValues, current: OrderStatus): FormCheck {
  const fields: Record<string, FormProblem> = {};
  values.products.forEach((row, i) => {
    if (!Number.isInteger(row.productId) || row.productId < 0) fields[`products.${i}.productId`] = 'required';
    if (!row.name.trim()) fields[`products.${i}.name`] = 'required';
    if (!Number.isFinite(row.price) || row.price < 0) fields[`products.${i}.price`] = 'price';
    const q = row.quantity;
    if (q === '' || !Number.isInteger(q) || q < 1 || q > MAX_LINE_QUANTITY)
      fields[`products.${i}.quantity`] = 'quantity';
  });
  for (const field of ADDRESS_FIELDS) {
    if (!values.address[field].trim()) fields[`address.${field}`] = 'required';
  }
  if (!values.status || !statusChoices(current).includes(values.status)) fields.status = 'status';
  const form = values.products.length === 0 ? 'noProducts' : null;
  return { fields, form, valid: form === null && Object.keys(fields).length === 0 };
}

/** The PUT body; only call it with a valid form. */
export function orderPayload(values: OrderFormValues): AdminOrderUpdateInput {
  return {
    products: values.products.map((row) => ({
      productId: row.productId,
      name: row.name.trim(),
      price: row.price,
      quantity: Number(row.quantity),
      flavor: row.flavor,
    })),
    address: {
      street: values.address.street.trim(),
      city: values.address.city.trim(),
      state: values.address.state.trim(),
      zipCode: values.address.zipCode.trim(),
      country: values.address.country.trim(),
    },
    status: values.status as EditableStatus,
  };
}

const piastres = (egp: number) => Math.round(egp * 100);

function itemsPiastres(values: OrderFormValues): number {
  return values.products.reduce(
    (sum, row) => sum + piastres(row.price) * (typeof row.quantity === 'number' ? row.quantity : 0),
    0,
  );
}

/** The items the edit will come to: every kept line keeps its paid unit price. */
export function formTotal(values: OrderFormValues): number {
  return itemsPiastres(values) / 100;
}

export interface FormCharges {
  items: number;
  deliveryFee: number;
  codFee: number;
  discount: number;
  total: number;
}

/**
 * What the edited order will charge, EGP, as the server reprices it: the items follow the edit,
 * the delivery and COD fees (and the discount) stay as agreed when the order was placed.
 */
export function formCharges(
  values: OrderFormValues,
  order: Pick<OrderDto, 'subtotal' | 'deliveryFee' | 'codFee' | 'discount' | 'total'>,
): FormCharges {
  const charges = withSubtotal(
    {
      subtotalPiastres: piastres(order.subtotal),
      discountPiastres: piastres(order.discount),
      deliveryPiastres: piastres(order.deliveryFee),
      codFeePiastres: piastres(order.codFee),
      totalPiastres: piastres(order.total),
    },
    itemsPiastres(values),
  );
  return {
    items: charges.subtotalPiastres / 100,
    deliveryFee: charges.deliveryPiastres / 100,
    codFee: charges.codFeePiastres / 100,
    discount: charges.discountPiastres / 100,
    total: charges.totalPiastres / 100,
  };
}

/** The fields a 400 from the server points at, as the form's problems. */
export function serverFieldProblems(error: unknown): Record<string, FormProblem> {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.validation || !error.fields) return {};
  const problems: Record<string, FormProblem> = {};
  for (const key of Object.keys(error.fields)) {
    if (/^products\.\d+\.flavor$/.test(key)) problems[key] = 'flavor';
    else if (/^products\.\d+\.productId$/.test(key)) problems[key] = 'product';
    else if (/^products\.\d+\.quantity$/.test(key)) problems[key] = 'grows';
    else if (/^products\.\d+\.price$/.test(key)) problems[key] = 'price';
    else if (key === 'status') problems[key] = 'status';
    else if (key.startsWith('address.') || /^products\.\d+\.name$/.test(key)) problems[key] = 'required';
  }
  return problems;
}

/** Why an update failed, as a translation key with its values. */
export function updateFailure(error: unknown): { key: string; values?: Record<string, string> } {
  if (!(error instanceof ApiError)) return { key: 'adminOrders.errors.updateFailed' };
  switch (error.code) {
    case ErrorCode.outOfStock:
      return {
        key: 'adminOrders.errors.outOfStock',
        values: { flavor: error.fields?.flavor ?? '', stock: error.fields?.stock ?? '0' },
      };
    case ErrorCode.orderCancelled:
      return { key: 'adminOrders.errors.alreadyCancelled' };
    case ErrorCode.orderAwaitingPayment:
      return { key: 'adminOrders.table.awaitingPayment' };
    case ErrorCode.notFound:
      return { key: 'adminOrders.errors.notFound' };
    case ErrorCode.validation:
      return { key: error.fields?.products ? 'adminOrders.form.noProducts' : 'adminOrders.form.invalid' };
    default:
      return { key: 'adminOrders.errors.updateFailed' };
  }
}

/** Why a cancel failed. */
export function cancelFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === ErrorCode.orderCancelled)
    return 'adminOrders.errors.alreadyCancelled';
  if (error instanceof ApiError && error.code === ErrorCode.notFound) return 'adminOrders.errors.notFound';
  if (error instanceof ApiError && error.code === ErrorCode.paymentFailed)
    return 'adminOrders.errors.refundFailed';
  return 'adminOrders.errors.cancelFailed';
}
