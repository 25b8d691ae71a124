import type { AdminApi } from '../dashboard/admin-api';
import { WebhooksSection } from './webhooks-section';
import './integrations.css';

/** Integrations (issue 31): how the consortium's own systems get what arrives here. */
export function IntegrationsTab({ api, refreshKey }: { api: AdminApi; refreshKey: number }) {
  return <WebhooksSection api={api} refreshKey={refreshKey} />;
}
