import { Group } from '@mantine/core';
import { PageLinks } from '@/components/ui/page-links';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { pageCount, useAdminPage } from './use-admin-page';

/**
 * An admin list's page links (`?page=`), shown when its rows fill more than one page.
 * `label` names the links for assistive technology ('Product pages').
 */
export function AdminPager({
  total,
  pageSize,
  label,
  testId,
}: {
  total: number;
  pageSize: number;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { page, hrefFor } = useAdminPage();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <PageLinks
        current={Math.min(page, pages)}
        total={pages}
        hrefFor={hrefFor}
        label={label}
        previousLabel={t('shop.previousPage')}
        nextLabel={t('shop.nextPage')}
        pageLabel={(n) => t('shop.pageN', { n: format.number(n) })}
        formatPage={(n) => format.number(n)}
        testId={testId}
      />
    </Group>
  );
}
