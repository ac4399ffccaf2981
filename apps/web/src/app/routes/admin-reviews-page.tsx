import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { dashboardQuery } from '@/features/admin/api/dashboard';
import { ReviewsQueue } from '@/features/admin-reviews/components/reviews-queue';

/** /admin/reviews: the reviews waiting for approval, reported, published and rejected. */
export default function AdminReviewsPage() {
  const { t } = useTranslation();
  // the tabs' counts are the dashboard's (already loaded when the admin came from there)
  const figures = useQuery(dashboardQuery()).data;
  return (
    <AdminPage title={t('adminReviews.title')}>
      <ReviewsQueue
        counts={figures && { pending: figures.pendingReviews, reported: figures.reportedReviews }}
      />
    </AdminPage>
  );
}
