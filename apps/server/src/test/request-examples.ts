import type { FastifyInstance } from 'fastify';

/** A body a route takes, keyed `METHOD path` like the OpenAPI operations. */
export type RequestExamples = Record<string, { body: unknown }>;

const address = { street: '1 Nile St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' };
const bodyFigures = {
  age: 30,
  weight: 80,
  height: 180,
  waist: 85,
  neck: 38,
  gender: 'male',
  goal: 'maintain',
};

/**
 * Valid bodies for the routes whose contract asks for more than its JSON Schema shows (a
 * refinement, or a value that must exist, such as a product's flavor or an exercise's name), so
 * that generated requests get past validation. Read from the app's own (seeded) content when it
 * has some; the address and figures need none.
 */
export async function requestExamples(app: FastifyInstance): Promise<RequestExamples> {
  const examples: RequestExamples = {
    'POST /api/users/{id}/orders': { body: { address } },
    'POST /api/guest/orders/lookup': { body: { orderId: 1, contact: 'guest@example.com' } },
    'POST /api/users/{id}/addresses': { body: address },
    'POST /api/diet-plan': { body: bodyFigures },
    'PATCH /api/users/{id}/addresses/{addressId}/governorate': { body: { governorate: 'EG-GZ' } },
    'POST /api/admin/delivery/zones': {
      body: {
        nameEn: 'Zone',
        nameAr: 'منطقة',
        fee: 50,
        minDays: 1,
        maxDays: 3,
        enabled: true,
        governorates: [],
      },
    },
    'PUT /api/admin/delivery/zones/{zoneId}': {
      body: {
        nameEn: 'Zone',
        nameAr: 'منطقة',
        fee: 50,
        minDays: 1,
        maxDays: 3,
        enabled: true,
        governorates: [],
      },
    },
    'POST /api/users/{id}/measurements': { body: { ...bodyFigures, dietPlan: 'Eat well.' } },
  };
  const [product] = (await app.inject({ url: '/api/products?limit=1' })).json<
    { id: number; available_flavors: string[] }[]
  >();
  if (product?.available_flavors[0]) {
    const line = { productId: product.id, selectedFlavor: product.available_flavors[0] };
    examples['POST /api/cart/add'] = { body: { ...line, quantity: 1 } };
    examples['POST /api/cart/remove-one'] = { body: line };
    examples['DELETE /api/cart/{productId}'] = { body: { selectedFlavor: line.selectedFlavor } };
    const items = [{ ...line, quantity: 1 }];
    const contact = { fullName: 'Guest Shopper', mobile: '01001234567', email: 'guest@example.com' };
    examples['POST /api/guest/quote'] = { body: { items } };
    examples['POST /api/guest/orders'] = { body: { items, contact, address } };
  }
  const [workout] = (await app.inject({ url: '/api/workouts' })).json<
    { planType: string; day: string; exercises: Record<string, unknown>[] }[]
  >();
  if (workout) {
    const exercises = workout.exercises
      .slice(0, 2)
      .map(({ name, mg, sets, reps, notes }) => ({ name, mg, sets, reps, notes }));
    const body = { planType: workout.planType, day: workout.day, exercises };
    examples['POST /api/workouts'] = { body };
    examples['PUT /api/workouts/{id}'] = { body };
  }
  return examples;
}
