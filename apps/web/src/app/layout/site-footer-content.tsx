import { ActionIcon, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { navLinks } from './nav-links';
import { shopContact } from './shop-contact';
import classes from './site-footer.module.css';

const socialIcons = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  YouTube: IconBrandYoutube,
  TikTok: IconBrandTiktok,
} as const;

/** The footer's content: the shop, its links, contact and social accounts (SiteFooter). */
export default function SiteFooterContent() {
  const { t } = useTranslation();
  const format = useFormat();
  const year = format.number(new Date().getFullYear(), { useGrouping: false });
  return (
    <>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Group gap={10}>
              <img src="/assets/images/logo-mark.svg" width={32} height={32} alt="" />
              <Text fw={800} fz="xl" c="white">
                {t('brand.name')}
              </Text>
            </Group>
            <Text size="sm">{t('footer.about')}</Text>
          </Stack>

          <nav aria-label={t('footer.quickLinks')}>
            <div className={classes.heading}>{t('footer.quickLinks')}</div>
            <Stack gap={6}>
              {navLinks.map((link) => (
                <Link key={link.to} to={link.to} className={classes.link}>
                  {t(link.label)}
                </Link>
              ))}
              <Link to="/track-order" className={classes.link} data-testid="footer-track-order">
                {t('guest.lookup.footer')}
              </Link>
            </Stack>
          </nav>

          <div>
            <div className={classes.heading}>{t('footer.contact')}</div>
            <Stack gap={8}>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} aria-hidden />
                <Text size="sm">{t('footer.address')}</Text>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconPhone size={18} aria-hidden />
                <a className={classes.link} href={`tel:${shopContact.phone.replaceAll(' ', '')}`} dir="ltr">
                  {shopContact.phone}
                </a>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconMail size={18} aria-hidden />
                <a className={classes.link} href={`mailto:${shopContact.email}`}>
                  {shopContact.email}
                </a>
              </Group>
              <Text size="sm">{t('footer.hours')}</Text>
            </Stack>
          </div>

          <div>
            <div className={classes.heading}>{t('footer.follow')}</div>
            <Text size="sm" mb="sm">
              {t('footer.followText')}
            </Text>
            <Group gap="xs">
              {shopContact.socials.map((social) => {
                const Icon = socialIcons[social.name];
                return (
                  <ActionIcon
                    key={social.name}
                    component="a"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    color="orange"
                    size="lg"
                    radius="xl"
                    aria-label={social.name}
                  >
                    <Icon size={20} />
                  </ActionIcon>
                );
              })}
            </Group>
          </div>
        </SimpleGrid>
        <Text className={classes.bottom} ta="center">
          {t('footer.rights', { year })}
        </Text>
      </Container>
    </>
  );
}
