// Cards later features add to the dashboard (e.g. upcoming jobs, overdue payments): one line each.
import type { ComponentType } from 'react';

export const dashboardCards: { key: string; component: ComponentType }[] = [];
