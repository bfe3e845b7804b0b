// Cards later features add to the dashboard (e.g. upcoming jobs, overdue payments): one line each.
import type { ComponentType } from 'react';
import { PortalDashboardCard } from '../contractor-portal/portal-dashboard-card';
import { ReportsDashboardCard } from '../reports/reports-dashboard-card';

export const dashboardCards: { key: string; component: ComponentType }[] = [
  { key: 'reports', component: ReportsDashboardCard },
  { key: 'contractor-portal', component: PortalDashboardCard },
];
