/** The main navigation, in the spec's order: home, products, trainers, exercises, nutrition, about, contact. */
export const navLinks = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/products', label: 'nav.products', end: false },
  { to: '/trainers', label: 'nav.trainers', end: false },
  { to: '/exercises', label: 'nav.exercises', end: false },
  { to: '/nutrition', label: 'nav.nutrition', end: false },
  { to: '/about', label: 'nav.about', end: false },
  { to: '/contactus', label: 'nav.contact', end: false },
] as const;
