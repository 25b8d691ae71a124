import { useDocumentTitle } from '../../app/use-document-title';
import { AdminDashboard } from './dashboard/admin-dashboard';

/** The guarded admin area (admin spec §2): /admin and /admin/dashboard show the dashboard. */
export function AdminPage() {
  useDocumentTitle('Admin dashboard');
  return <AdminDashboard />;
}
