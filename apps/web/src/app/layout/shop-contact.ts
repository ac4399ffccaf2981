/** The shop's public contact details and social accounts, shown in the footer. */
export const shopContact = {
  email: 'support@atlas.demo',
  phone: '+20 2 2735 4400',
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/atlas.supplements.eg' },
    { name: 'Instagram', href: 'https://www.instagram.com/atlas.supplements.eg' },
    { name: 'YouTube', href: 'https://www.youtube.com/@atlas.supplements.eg' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@atlas.supplements.eg' },
  ],
} as const;
