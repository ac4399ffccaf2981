import { Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { routeHandle } from '../route-handle';

/** A profile section whose feature lands in a later issue: its heading inside the profile area. */
export default function ProfileSectionPage() {
  const { t } = useTranslation();
  const route = routeHandle(useMatches());
  return route ? (
    <Title order={2} size="h3">
      {t(route.handle.title)}
    </Title>
  ) : null;
}
