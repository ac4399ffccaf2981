import { asc, count, eq } from 'drizzle-orm';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../client';
import { orderItems, orders, productFlavors, products, reviews, reviewVotes, users } from '../schema/index';

const DAY_MS = 86_400_000;

/** Demo reviewers: accounts without a password (nobody signs in as them), each with a delivered order. */
const reviewers = [
  { email: 'mona.reviewer@atlas.demo', fName: 'Mona', lName: 'Saleh' },
  { email: 'omar.reviewer@atlas.demo', fName: 'عمر', lName: 'خالد' },
  { email: 'salma.reviewer@atlas.demo', fName: 'سلمى', lName: 'حسن' },
  { email: 'karim.reviewer@atlas.demo', fName: 'Karim', lName: 'Fathy' },
  { email: 'hana.reviewer@atlas.demo', fName: 'Hana', lName: 'Adel' },
];

interface DemoReview {
  reviewer: number;
  /** Index among the first demo products (by id). */
  product: number;
  rating: number;
  lang: Language;
  title: string;
  text: string;
}

const demoReviews: DemoReview[] = [
  {
    reviewer: 0,
    product: 0,
    rating: 5,
    lang: 'en',
    title: 'My go-to after training',
    text: 'Mixes smoothly with a shaker, no clumps, and the taste is not too sweet. I have bought it three times now.',
  },
  {
    reviewer: 1,
    product: 0,
    rating: 4,
    lang: 'ar',
    title: 'طعم ممتاز',
    text: 'الطعم حلو جدًا ويذوب بسرعة في الماء. السعر مرتفع قليلًا لكن الجودة تستحق.',
  },
  {
    reviewer: 2,
    product: 0,
    rating: 5,
    lang: 'ar',
    title: 'أفضل ما جربت',
    text: 'لاحظت فرقًا في الاستشفاء بعد التمرين خلال أسبوعين. التوصيل كان سريعًا والعبوة محكمة الغلق.',
  },
  {
    reviewer: 3,
    product: 0,
    rating: 3,
    lang: 'en',
    title: 'Good, but pricey',
    text: 'Quality is fine and it sits well on the stomach. I would buy it more often if it went on sale.',
  },
  {
    reviewer: 4,
    product: 1,
    rating: 5,
    lang: 'en',
    title: 'Exactly as described',
    text: 'Arrived well sealed with a long expiry date. The scoop is inside, which is not always the case.',
  },
  {
    reviewer: 1,
    product: 1,
    rating: 4,
    lang: 'ar',
    title: 'منتج جيد',
    text: 'منتج أصلي وتاريخ الصلاحية طويل. أتمنى لو كانت هناك نكهات أكثر.',
  },
  {
    reviewer: 0,
    product: 2,
    rating: 4,
    lang: 'en',
    title: 'Solid everyday pick',
    text: 'Easy to take before the gym. Gave me steady energy without the jitters.',
  },
  {
    reviewer: 2,
    product: 2,
    rating: 5,
    lang: 'ar',
    title: 'رائع',
    text: 'من أفضل المنتجات التي اشتريتها من المتجر، وسأطلبه مرة أخرى بالتأكيد.',
  },
  {
    reviewer: 3,
    product: 3,
    rating: 4,
    lang: 'en',
    title: 'Does the job',
    text: 'No strange aftertaste, and the tub lasts a good while. Would recommend to friends.',
  },
];

/** Helpful votes: [voter, review index]. */
const demoVotes: [number, number][] = [
  [1, 0],
  [2, 0],
  [3, 0],
  [0, 2],
  [4, 2],
  [0, 4],
];

/**
 * A few published reviews in both languages on the first demo products, from demo reviewers with
 * delivered orders of them, so the shop shows stars on first start. Once, while there are none;
 * never in production.
 */
export async function seedDemoReviews(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(reviews);
  if ((existing?.n ?? 0) > 0) return 0;
  const first = await db
    .select({
      id: products.id,
      name: products.nameEn,
      price: products.finalPricePiastres,
      original: products.pricePiastres,
    })
    .from(products)
    .orderBy(asc(products.id))
    .limit(4);
  if (first.length < 4) return 0;
  const flavorOf = async (productId: number) => {
    const [flavor] = await db
      .select({ name: productFlavors.name })
      .from(productFlavors)
      .where(eq(productFlavors.productId, productId))
      .orderBy(asc(productFlavors.position), asc(productFlavors.id))
      .limit(1);
    return flavor?.name ?? UNFLAVORED;
  };
  const flavors = await Promise.all(first.map((p) => flavorOf(p.id)));

  return db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values(reviewers.map((r) => ({ ...r, isVerified: true })))
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, fName: users.fName, lName: users.lName });
    if (people.length < reviewers.length) return 0;
    // each reviewer's delivered order holds every product they review
    for (const [index, person] of people.entries()) {
      const bought = [...new Set(demoReviews.filter((r) => r.reviewer === index).map((r) => r.product))];
      const lines = bought.map((i) => first[i]!);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: person.id,
          userEmail: person.email,
          status: 'delivered',
          paymentMethod: 'cod',
          paymentStatus: 'completed',
          subtotalPiastres: lines.reduce((sum, p) => sum + p.price, 0),
          totalPiastres: lines.reduce((sum, p) => sum + p.price, 0),
          address: {
            street: '3 Tahrir Sq',
            city: 'Cairo',
            state: 'Cairo',
            zipCode: '11511',
            country: 'Egypt',
            governorate: 'EG-C',
            fullName: `${person.fName} ${person.lName}`,
          },
          createdAt: new Date(now.getTime() - (40 + index * 3) * DAY_MS),
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(
        bought.map((i) => ({
          orderId: order!.id,
          productId: first[i]!.id,
          name: first[i]!.name,
          flavor: flavors[i]!,
          quantity: 1,
          unitPricePiastres: first[i]!.price,
          originalPricePiastres: first[i]!.original,
        })),
      );
    }
    const written = await tx
      .insert(reviews)
      .values(
        demoReviews.map((r, i) => {
          const at = new Date(now.getTime() - (30 - i * 3) * DAY_MS);
          return {
            productId: first[r.product]!.id,
            userId: people[r.reviewer]!.id,
            rating: r.rating,
            title: r.title,
            body: r.text,
            lang: r.lang,
            flavor: flavors[r.product]!,
            status: 'published' as const,
            createdAt: at,
            statusAt: at,
          };
        }),
      )
      .returning({ id: reviews.id });
    await tx
      .insert(reviewVotes)
      .values(
        demoVotes.map(([voter, review]) => ({ reviewId: written[review]!.id, userId: people[voter]!.id })),
      );
    return written.length;
  });
}
