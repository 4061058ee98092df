import { createContext } from 'react';
import type { GrowthChartActor } from '../../../../app/growth-chart';

/**
 * The visit's growth chart, which the Analytics route runs. Without one (a page the server renders,
 * src/render-pages.tsx) the section keeps the chart's place and nothing more.
 */
export const GrowthChartContext = createContext<GrowthChartActor | null>(null);
