import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { ContactForm } from '@/features/contact/components/contact-form';
import classes from '@/features/nutrition/components/nutrition.module.css';
import { shopContact } from '../layout/shop-contact';

/** /contactus: name, e-mail, message and send. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageBreadcrumbs items={[{ label: t('nav.contact') }]} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <Title order={1}>{t('contact.heading')}</Title>
            <Text size="lg">{t('contact.intro')}</Text>
            <Text c="dimmed">{t('contact.responseTime')}</Text>
            <Stack gap={6}>
              <Text style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <IconMail size={18} aria-hidden />
                <Anchor href={`mailto:${shopContact.email}`} dir="ltr">
                  {shopContact.email}
                </Anchor>
              </Text>
              <Text style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <IconClock size={18} aria-hidden />
                {t('footer.hours')}
              </Text>
            </Stack>
            <Box visibleFrom="sm">
              <img
                src="/assets/images/contact.svg"
                width={480}
                height={360}
                alt=""
                className={classes.picture}
                style={{ borderRadius: 'var(--mantine-radius-lg)', maxWidth: 480 }}
              />
            </Box>
          </Stack>
          <div className={classes.panel}>
            <ContactForm />
          </div>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
