import { asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../client';
import { loadDeliveryConfig, priceDelivery } from '../delivery';
import { orderItems, orders, productFlavors, products, users } from '../schema/index';

const DAY_MS = 86_400_000;
/** Days ago each demo order was placed: some last month, some this one, so the dashboard compares. */
const AGES = [52, 47, 44, 40, 37, 33, 30, 28, 26, 23, 21, 19, 16, 14, 12, 10, 9, 7, 6, 4, 3, 2, 1, 0.2];
const CANCELLED = new Set([5, 13]);
const addresses = [
  {
    street: '12 Mahmoud Bassiouny St',
    city: 'Cairo',
    state: 'Cairo',
    zipCode: '11511',
    country: 'Egypt',
    governorate: 'EG-C',
  },
  {
    street: '7 El Nasr Rd, Nasr City',
    city: 'Cairo',
    state: 'Cairo',
    zipCode: '11765',
    country: 'Egypt',
    governorate: 'EG-C',
  },
  {
    street: '45 Fouad St',
    city: 'Alexandria',
    state: 'Alexandria',
    zipCode: '21111',
    country: 'Egypt',
    governorate: 'EG-ALX',
  },
];

function statusFor(index: number, ageDays: number): string {
  if (CANCELLED.has(index)) return 'cancelled';
  if (ageDays > 10) return 'delivered';
  if (ageDays > 5) return 'shipped';
  if (ageDays > 2) return 'confirmed';
  return 'processing';
}

/**
 * Past orders of the demo shopper, so the admin's dashboard, orders and revenue show something on
 * first start. Written only when there are no orders at all; stock is left as seeded (these sales
 * happened before the demo stock count).
 */
export async function seedDemoOrders(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(orders);
  if ((existing?.n ?? 0) > 0) return 0;
  const [shopper] = await db.select().from(users).where(eq(users.email, 'shopper@atlas.demo'));
  if (!shopper) return 0;
  const stock = await db
    .select({
      productId: products.id,
      name: products.nameEn,
      image: productFlavors.image,
      productImage: products.image,
      flavor: productFlavors.name,
      unit: products.finalPricePiastres,
      original: products.pricePiastres,
    })
    .from(productFlavors)
    .innerJoin(products, eq(products.id, productFlavors.productId))
    .where(gt(productFlavors.quantity, 0))
    .orderBy(asc(products.id), asc(productFlavors.position))
    .limit(30);
  if (stock.length === 0) return 0;

  const delivery = await loadDeliveryConfig(db);
  let made = 0;
  for (const [index, age] of AGES.entries()) {
    const lines = [stock[(index * 7) % stock.length]!, stock[(index * 11 + 3) % stock.length]!]
      .slice(0, 1 + (index % 2))
      .filter(
        (line, i, all) =>
          all.findIndex((l) => l.productId === line.productId && l.flavor === line.flavor) === i,
      )
      .map((line, i) => ({ ...line, quantity: 1 + ((index + i) % 3) }));
    const address = addresses[index % addresses.length]!;
    const placedAt = new Date(now.getTime() - age * DAY_MS);
    const { charges, zone, window } = priceDelivery(delivery, {
      subtotalPiastres: lines.reduce((sum, line) => sum + line.unit * line.quantity, 0),
      governorate: address.governorate,
      method: 'cod',
      now: placedAt,
    });
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: shopper.id,
          userEmail: shopper.email,
          status: statusFor(index, age),
          paymentMethod: 'cod',
          paymentStatus: age > 10 && !CANCELLED.has(index) ? 'completed' : 'pending',
          subtotalPiastres: charges.subtotalPiastres,
          deliveryFeePiastres: charges.deliveryPiastres,
          codFeePiastres: charges.codFeePiastres,
          totalPiastres: charges.totalPiastres,
          delivery: { zoneId: zone.id, zoneEn: zone.nameEn, zoneAr: zone.nameAr, ...window },
          address: { ...address, fullName: `${shopper.fName} ${shopper.lName}` },
          createdAt: placedAt,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: order!.id,
          productId: line.productId,
          name: line.name,
          image: line.image || line.productImage,
          flavor: line.flavor,
          quantity: line.quantity,
          unitPricePiastres: line.unit,
          originalPricePiastres: line.original,
        })),
      );
    });
    made += 1;
  }
  return made;
}
