import type { ApiClient } from './client.js';
import { insights, type Insights } from './contract/insights.js';

/** GET /insights/all; missing counts default to 0. */
export const getInsights = async (c: ApiClient): Promise<Insights> => insights.parse((await c.get<unknown>('insights/all')) ?? {});
