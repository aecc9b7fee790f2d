import { lazy } from 'react';

/**
 * The bar chart as its own chunk (ADR 0074): Chart.js is fetched when a page draws a chart, never
 * by another page. Render it inside `Suspense` and a `FallbackBoundary`.
 */
export const BarChart = lazy(() => import('./bar-chart'));
export type { BarChartProps } from './bar-chart';
