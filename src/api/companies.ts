import type { ApiClient, RequestExtras } from './client.js';
import type { Company, CompanyFilters } from './contract/company.js';
import { cleanQuery } from './query.js';

export const listCompanies = (c: ApiClient, f: CompanyFilters = {}, extras?: RequestExtras) =>
  c.getPaginated<Company>('companies', cleanQuery({ ...f }), extras);

export const getCompany = (c: ApiClient, id: number | string, extras?: RequestExtras) =>
  c.get<Company>(`companies/${encodeURIComponent(String(id))}`, undefined, extras);
