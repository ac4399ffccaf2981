import { asc, eq } from 'drizzle-orm';
import { governorateName } from '@atlas/shared/content/governorates';
import { itemFlavor } from '@atlas/shared/rules/order-line';
import { lineTotalPiastres } from '@atlas/shared/rules/cart';
import { loadDeliveryConfig } from '../../db/delivery';
import type { Db } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { renderReceiptPdf, type ReceiptInput } from '../../lib/receipt/receipt-pdf';
import { orderLanguage } from './order-mail';

export const receiptNotFound = () => AppError.notFound('Order not found');

/** What an order's receipt prints: the order as it was placed, the shop as its settings say now. */
export async function receiptInput(db: Db, orderId: number): Promise<ReceiptInput> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw receiptNotFound();
  const [items, { settings }, [user]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    loadDeliveryConfig(db),
    row.userId === null
      ? Promise.resolve([])
      : db
          .select({ fName: users.fName, lName: users.lName, mobile: users.mobile })
          .from(users)
          .where(eq(users.id, row.userId)),
  ]);
  const lang = orderLanguage(row);
  const address = row.address;
  return {
    lang,
    shop: {
      name: settings.shopName,
      address: settings.shopAddress,
      taxRegistrationNumber: settings.taxRegistrationNumber,
      vatRateBasisPoints: settings.vatBasisPoints,
    },
    order: {
      id: row.id,
      placedAt: new Date(row.createdAt),
      customerName: address?.fullName || [user?.fName, user?.lName].filter(Boolean).join(' '),
      email: row.userEmail,
      phone: user?.mobile ?? '',
      address: address
        ? {
            street: address.street,
            city: address.city,
            governorate: address.governorate ? governorateName(address.governorate, lang) : address.state,
            zipCode: address.zipCode,
            country: address.country,
          }
        : null,
      lines: items.map((item) => ({
        name: item.name,
        flavor: itemFlavor({ flavor: item.flavor, flavorLabel: item.flavorLabel || item.flavor }),
        quantity: item.quantity,
        unitPiastres: item.unitPricePiastres,
        totalPiastres: lineTotalPiastres({ unitPiastres: item.unitPricePiastres, quantity: item.quantity }),
      })),
      subtotalPiastres: row.subtotalPiastres ?? row.totalPiastres,
      deliveryPiastres: row.deliveryFeePiastres,
      codFeePiastres: row.codFeePiastres,
      discountPiastres: row.discountPiastres,
      couponCode: row.couponCode,
      totalPiastres: row.totalPiastres,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      charged:
        row.chargedAmount && row.chargedCurrency && row.chargedCurrency !== 'EGP'
          ? `${row.chargedAmount} ${row.chargedCurrency}`
          : null,
      deliveryWindow: row.delivery ? { from: row.delivery.from, to: row.delivery.to } : null,
      status: row.status,
    },
  };
}

export async function receiptPdf(db: Db, orderId: number): Promise<Buffer> {
  return renderReceiptPdf(await receiptInput(db, orderId));
}
