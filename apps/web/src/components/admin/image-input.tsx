import { useRef, useState } from 'react';
import { Box, Button, Group, Image, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { PHOTO_MAX_BYTES } from '@atlas/shared/contract/shop-constants';
import { ApiError } from '@/lib/api-client';
import { uploadImage, type ImageKind } from '@/lib/upload-image';
import { useTranslation } from '@/lib/use-translation';
import { imageSrcSet } from '@atlas/shared/rules/responsive-image';

/**
 * An image for a product, flavor or trainer: a URL typed in, or a file uploaded (checked,
 * resized and re-encoded by the server, with progress) whose URL then fills the field.
 */
export function ImageInput({
  label,
  kind,
  value,
  onChange,
  error,
  required = false,
}: {
  label: string;
  kind: ImageKind;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > PHOTO_MAX_BYTES) {
      setUploadError(t('adminCommon.image.tooLarge'));
      return;
    }
    setProgress(0);
    try {
      onChange(await uploadImage(file, kind, setProgress));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      setUploadError(
        code === 'UNSUPPORTED_MEDIA_TYPE'
          ? t('adminCommon.image.notImage')
          : code === 'PAYLOAD_TOO_LARGE'
            ? t('adminCommon.image.tooLarge')
            : t('adminCommon.image.failed'),
      );
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          placeholder="https://…"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error ?? uploadError}
          required={required}
          dir="ltr"
        />
        <Button
          variant="light"
          leftSection={<IconPhotoUp size={16} aria-hidden />}
          onClick={() => fileInput.current?.click()}
          loading={progress !== null}
          mb={error || uploadError ? 22 : 0}
        >
          {t('adminCommon.image.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('adminCommon.image.choose', { label })}
          data-testid={`image-file-${kind}`}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
      </Group>
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          size="sm"
          aria-label={t('adminCommon.image.uploading')}
        />
      )}
      {value && progress === null && (
        <Box>
          <Image
            src={value}
            srcSet={imageSrcSet(value)}
            sizes="72px"
            alt=""
            h={72}
            w={72}
            fit="contain"
            radius="sm"
            bg="gray.0"
          />
          <Text size="xs" c="dimmed" mt={2}>
            {t('adminCommon.image.preview')}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
