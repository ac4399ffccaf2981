import { useEffect, useRef, useState, type CSSProperties } from 'react';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type MyReviewDto,
  type OwnReviewDto,
} from '@atlas/shared/contract/reviews';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useSaveReview } from '../api/reviews';
import { reviewFailureText } from '../review-failure';
import {
  emptyReviewForm,
  PHOTO_MAX_MB,
  PHOTO_TYPES,
  reviewFormErrors,
  reviewFormFrom,
  type ReviewFormValues,
} from '../review-form';
import { reviewPhotoClass } from '@/components/ui/review-content';
import { StarInput } from './star-input';
import classes from './reviews.module.css';

/**
 * Writing or editing the shopper's review: stars, title, text, the flavor they bought and one
 * optional photo. A failure keeps everything typed.
 */
export function ReviewForm({
  productId,
  mine,
  editing,
  onDone,
  onCancel,
}: {
  productId: number;
  mine: MyReviewDto;
  /** The review being edited; none for a new one. */
  editing: OwnReviewDto | null;
  onDone: (saved: OwnReviewDto) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveReview(productId);
  const [values, setValues] = useState<ReviewFormValues>(() =>
    editing ? reviewFormFrom(editing) : emptyReviewForm(mine.flavors[0]?.flavor ?? ''),
  );
  const { file: photo, preview, choose: setPhoto } = usePhoto();
  const [removePhoto, setRemovePhoto] = useState(false);
  const [tried, setTried] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const errors = reviewFormErrors(values, photo);
  const shown = tried ? errors : { photo: errors.photo };
  const problem = (key: keyof typeof errors) => {
    const p = shown[key];
    return p
      ? t(`reviews.problems.${p}`, {
          max: format.number(key === 'title' ? REVIEW_TITLE_MAX : REVIEW_TEXT_MAX),
          mb: format.number(PHOTO_MAX_MB),
        })
      : undefined;
  };
  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const currentPhoto = preview ?? (editing?.photo && !removePhoto ? editing.photo : null);
  const flavorLabel = mine.flavors.find((f) => f.flavor === values.flavor)?.label ?? editing?.flavorLabel;

  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    save.mutate(
      {
        edit: editing !== null,
        submission: {
          fields: {
            rating: values.rating,
            title: values.title.trim(),
            text: values.text.trim(),
            ...(values.flavor ? { flavor: values.flavor } : {}),
          },
          photo,
          removePhoto: removePhoto && !photo,
        },
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="review-form"
    >
      <Stack gap="md">
        <Text fw={700} size="lg">
          {editing ? t('reviews.editTitle') : t('reviews.writeTitle')}
        </Text>
        <StarInput
          label={t('reviews.yourRating')}
          value={values.rating}
          onChange={(rating) => set('rating', rating)}
          error={problem('rating')}
        />
        {mine.flavors.length > 1 && !editing ? (
          <NativeSelect
            label={t('reviews.flavorYouBought')}
            data={mine.flavors.map((f) => ({ value: f.flavor, label: f.label }))}
            value={values.flavor}
            onChange={(e) => set('flavor', e.currentTarget.value)}
            data-testid="review-flavor"
          />
        ) : (
          flavorLabel && (
            <Text size="sm" data-testid="review-flavor">
              {t('reviews.flavorYouBought')}: <bdi>{flavorLabel}</bdi>
            </Text>
          )
        )}
        {/* title and text alike in shape; each its own field, limit and rows */}
        <TextInput
          label={t('reviews.reviewTitle')}
          placeholder={t('reviews.reviewTitlePlaceholder')}
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          maxLength={REVIEW_TITLE_MAX}
          dir="auto"
          error={problem('title')}
          required
          data-testid="review-title-input"
        />
        <Textarea
          label={t('reviews.reviewText')}
          placeholder={t('reviews.reviewTextPlaceholder')}
          value={values.text}
          onChange={(e) => set('text', e.currentTarget.value)}
          maxLength={REVIEW_TEXT_MAX}
          dir="auto"
          autosize
          minRows={4}
          maxRows={12}
          error={problem('text')}
          description={t('reviews.charsLeft', {
            n: format.number(Math.max(0, REVIEW_TEXT_MAX - values.text.length)),
          })}
          required
          data-testid="review-text-input"
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('reviews.photo')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('reviews.photoHint', { mb: format.number(PHOTO_MAX_MB) })}
          </Text>
          <input
            ref={fileInput}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            hidden
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              setPhoto(file);
              e.currentTarget.value = '';
            }}
            data-testid="review-photo-input"
          />
          {currentPhoto ? (
            <Group gap="sm" align="flex-start">
              <img
                src={currentPhoto}
                alt={t('reviews.photoPreview')}
                width={96}
                height={96}
                className={reviewPhotoClass}
                style={{ '--photo-size': '96px' } as CSSProperties}
                data-testid="review-photo-preview"
              />
              <CloseButton
                aria-label={t('reviews.photoRemove')}
                onClick={() => {
                  setPhoto(null);
                  setRemovePhoto(true);
                }}
                data-testid="review-photo-remove"
              />
            </Group>
          ) : (
            <Button
              variant="default"
              w="fit-content"
              leftSection={<IconPhotoPlus size={18} aria-hidden />}
              onClick={() => fileInput.current?.click()}
            >
              {t('reviews.photoChoose')}
            </Button>
          )}
          {problem('photo') && (
            <p className={classes.fieldError} role="alert">
              {problem('photo')}
            </p>
          )}
        </Stack>
        {tried && Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert" data-testid="review-form-invalid">
            {t('reviews.fixFields')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert" data-testid="review-form-error">
            {t('reviews.saveFailed', { reason: reviewFailureText(t, save.error) })}
          </Alert>
        )}
        {editing && mine.moderation && (
          <Text size="xs" c="dimmed">
            {t('reviews.editPendingHint')}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} data-testid="review-submit">
            {editing ? t('reviews.save') : t('reviews.submit')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('reviews.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The chosen picture and an object URL to preview it, revoked when it is replaced or the form goes. */
function usePhoto() {
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const current = useRef(photo);
  useEffect(() => {
    current.current = photo;
  });
  useEffect(() => () => void (current.current && URL.revokeObjectURL(current.current.url)), []);
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    current.current = next;
    setPhoto(next);
  };
  return { file: photo?.file ?? null, preview: photo?.url ?? null, choose };
}
