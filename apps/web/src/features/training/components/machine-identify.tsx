import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconArrowRight } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { PHOTO_MAX_BYTES } from '@atlas/shared/contract/shop-constants';
import { useIdentifyMachine } from '../api/identify-machine';
import classes from './training.module.css';

/** The failure to show for an identify error, by its code. */
function failureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'machine.failed';
  switch (error.code) {
    case 'MACHINE_NOT_RECOGNISED':
      return 'machine.notRecognised';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'machine.notImage';
    case 'PAYLOAD_TOO_LARGE':
      return 'machine.tooLarge';
    case 'TOO_MANY_REQUESTS':
      return 'machine.tooMany';
    default:
      return 'machine.failed';
  }
}

/**
 * Machine identify: choose a photo (images only), identify (disabled without a
 * file or while loading), read the answer, then go to the exercises for its muscle group.
 */
export function MachineIdentify() {
  const { t } = useTranslation();
  const inputId = useId();
  const identify = useIdentifyMachine();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const previewUrl = useRef<string | null>(null);
  const showPreview = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewUrl.current);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    identify.reset();
    setProblem(null);
    if (file && !file.type.startsWith('image/')) {
      setPhoto(null);
      showPreview(null);
      setProblem(t('machine.notImage'));
      return;
    }
    if (file && file.size > PHOTO_MAX_BYTES) {
      setPhoto(null);
      showPreview(null);
      setProblem(t('machine.tooLarge'));
      return;
    }
    setPhoto(file);
    showPreview(file);
  };

  const result = identify.data;
  return (
    <Stack gap="md" className={classes.identify} data-testid="machine-identify">
      <Group gap="md" align="center">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className={classes.fileInput}
          onChange={choose}
          data-testid="machine-file"
        />
        <Button component="label" htmlFor={inputId} variant="default" leftSection={<IconCamera size={18} />}>
          {photo ? t('machine.change') : t('machine.choose')}
        </Button>
        <Button
          color="orange"
          disabled={!photo || identify.isPending}
          loading={identify.isPending}
          onClick={() => photo && identify.mutate(photo)}
          data-testid="machine-identify-button"
        >
          {t('machine.identify')}
        </Button>
        {photo && (
          <Text size="sm" c="dimmed" className={classes.fileName}>
            {photo.name}
          </Text>
        )}
      </Group>
      {preview && photo && (
        <img
          src={preview}
          alt={t('machine.previewAlt')}
          className={classes.preview}
          width={320}
          height={240}
        />
      )}
      {(problem || identify.isError) && (
        <Text c="red" role="alert" data-testid="machine-error">
          {problem ?? t(failureKey(identify.error))}
        </Text>
      )}
      {result && (
        <Stack gap="sm" className={classes.identifyResult} data-testid="machine-result">
          {/* our own catalogue's text, escaped by the server */}
          <div className={classes.machineHtml} dangerouslySetInnerHTML={{ __html: result.html }} />
          <Group>
            <Button
              component={Link}
              to={`/exercises/gym/${result.machine.muscle}`}
              color="orange"
              rightSection={<IconArrowRight size={18} className="flip-rtl" aria-hidden />}
              data-testid="machine-go"
            >
              {t('machine.goToExercises', { muscle: t(`muscles.${result.machine.muscle}`) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
