/** The main navigation, in the order of spec 000 §2. */
export const navLinks = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/products', label: 'nav.products', end: false },
  { to: '/trainers', label: 'nav.trainers', end: false },
  { to: '/exercises', label: 'nav.exercises', end: false },
  { to: '/nutrition', label: 'nav.nutrition', end: false },
  { to: '/about', label: 'nav.about', end: false },
  { to: '/contactus', label: 'nav.contact', end: false },
] as const;
