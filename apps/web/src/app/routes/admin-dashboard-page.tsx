import { DashboardView } from '@/features/admin/components/dashboard-view';

/** /admin/dashboard. */
export default function AdminDashboardPage() {
  return <DashboardView />;
}
