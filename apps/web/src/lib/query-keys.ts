/**
 * Every query key of the app. Features refresh each other's data (an order empties the cart, an
 * admin change reloads the shop's lists), so each key is written once, here. A key starts with
 * its group: invalidating `all` reaches every query under it.
 */
export const queryKeys = {
  config: ['config'] as const,
  me: {
    all: ['me'] as const,
    of: (userId: number) => ['me', userId] as const,
    passwordPage: (userId: number) => ['me', userId, 'password'] as const,
  },
  cart: {
    all: ['cart'] as const,
    of: (userId: number) => ['cart', userId] as const,
  },
  favorites: {
    all: ['favorites'] as const,
    of: (userId: number) => ['favorites', userId] as const,
  },
  orders: {
    of: (userId: number) => ['orders', userId] as const,
  },
  addresses: {
    of: (userId: number) => ['addresses', userId] as const,
  },
  delivery: {
    all: ['delivery'] as const,
    config: ['delivery', 'config'] as const,
  },
  paymobPayment: (reference: string) => ['paymob-payment', reference] as const,
  products: {
    all: ['products'] as const,
    list: (lang: string, params: object) => ['products', 'list', lang, params] as const,
    detail: (lang: string, id: number) => ['products', 'detail', lang, id] as const,
    related: (lang: string, id: number) => ['products', 'related', lang, id] as const,
    alternatives: (lang: string, q: string) => ['products', 'alternatives', lang, q] as const,
    facets: ['products', 'facets'] as const,
  },
  searchSuggestions: (lang: string, q: string) => ['search', 'suggestions', lang, q] as const,
  trainers: {
    all: ['trainers'] as const,
    list: (lang: string) => ['trainers', 'list', lang] as const,
    teasers: (lang: string) => ['trainers', 'teasers', lang] as const,
    detail: (lang: string, id: number) => ['trainers', 'detail', lang, id] as const,
  },
  exercises: {
    list: (lang: string, type: string, muscle: string) => ['exercises', 'list', lang, type, muscle] as const,
    detail: (lang: string, type: string, muscle: string, exercise: string) =>
      ['exercises', 'detail', lang, type, muscle, exercise] as const,
  },
  workouts: {
    all: ['workouts'] as const,
    list: (lang: string, planType: string, day: string) => ['workouts', 'list', lang, planType, day] as const,
  },
  foods: (lang: string, term: string) => ['foods', lang, term] as const,
  mealPlans: (lang: string) => ['meal-plans', lang] as const,
  measurements: {
    of: (userId: number) => ['measurements', userId] as const,
    canRequest: (userId: number) => ['measurements', userId, 'can-request'] as const,
    list: (userId: number) => ['measurements', userId, 'list'] as const,
    latest: (userId: number) => ['measurements', userId, 'latest'] as const,
  },
  contactSubmissions: {
    all: ['contact', 'submissions'] as const,
    list: (filter: object) => ['contact', 'submissions', filter] as const,
  },
  users: {
    all: ['users'] as const,
    list: (filter: object) => ['users', 'list', filter] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
    recent: ['users', 'recent'] as const,
  },
  admin: {
    audit: {
      all: ['admin', 'audit'] as const,
      list: (filter: object) => ['admin', 'audit', filter] as const,
    },
    dashboard: {
      all: ['admin', 'dashboard'] as const,
      recentProducts: ['admin', 'dashboard', 'recent-products'] as const,
    },
    delivery: ['admin', 'delivery'] as const,
    trainers: {
      all: ['admin', 'trainers'] as const,
      list: (filter: object) => ['admin', 'trainers', 'list', filter] as const,
      product: (lang: string, id: number) => ['admin', 'trainers', 'product', lang, id] as const,
    },
    products: {
      all: ['admin-products'] as const,
      list: (filter: object) => ['admin-products', 'list', filter] as const,
    },
    orders: {
      all: ['admin-orders'] as const,
      list: (filter: object) => ['admin-orders', 'list', filter] as const,
      stats: ['admin-orders', 'stats'] as const,
    },
  },
};
