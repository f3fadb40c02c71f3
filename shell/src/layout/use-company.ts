import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Company, QUERY_KEYS } from 'shared-contracts';
import { apiOf } from 'store-runtime';

/** The header's and footer's company details; the SSR server loads them before it renders. */
export const companyQuery = queryOptions({
  queryKey: QUERY_KEYS.company,
  queryFn: ({ client }) => apiOf(client).company.get(),
  staleTime: 5 * 60_000,
});

/** Shown until the API has company details (or while it cannot be reached). */
export const FALLBACK_COMPANY: Company = {
  name: 'Electronics Store',
  description: 'Mobiles, laptops, audio, cameras, gaming and smart devices, delivered across India.',
  logoUrl: null,
  phone: '',
  email: '',
  address: '',
  pincode: '',
};

export function useCompany(): Company {
  const { data } = useQuery(companyQuery);
  return data ?? FALLBACK_COMPANY;
}
