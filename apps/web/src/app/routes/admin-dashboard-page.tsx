import { DashboardView } from '@/features/admin/components/dashboard-view';
import { WantedFlavorsCard } from '@/features/stock-alerts/components/wanted-flavors-card';

/** /admin/dashboard. */
export default function AdminDashboardPage() {
  return <DashboardView extra={<WantedFlavorsCard />} />;
}
