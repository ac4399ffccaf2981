import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

/** Copy the product's link, or hand it to the device's share sheet where there is one. */
export function ShareArea({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Group gap="xs" align="center">
      <Text size="sm" fw={600} c="dimmed">
        {t('product.share')}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        color={copied ? 'teal' : 'gray'}
        leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
        onClick={() => void copy()}
      >
        {copied ? t('product.linkCopied') : t('product.copyLink')}
      </Button>
      {canShare && (
        <Button
          size="compact-sm"
          variant="light"
          color="gray"
          leftSection={<IconShare size={14} />}
          onClick={() => void navigator.share({ title, url }).catch(() => {})}
        >
          {t('product.shareVia')}
        </Button>
      )}
    </Group>
  );
}
