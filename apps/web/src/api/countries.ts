import { ACCOUNTS_API, type Country, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../lib/language';
import { apiGet } from './client';

export function countriesQuery(language: Language) {
  return queryOptions({
    queryKey: ['accounts', 'countries', language],
    queryFn: ({ signal }) => apiGet<Country[]>(ACCOUNTS_API.countries, { language, signal }),
    staleTime: 30 * 60_000,
  });
}

/** Countries with their dialing code and the fixed digit count of a mobile number there (spec §5). */
export function useCountries() {
  return useQuery(countriesQuery(useLanguage()));
}

export type CountryChoice = {
  countries: Country[];
  selected: Country | undefined;
  dialingCode: string;
  setDialingCode: (code: string) => void;
};

/** A dialing-code picker's state: the `preferred` country (else the server's first) until the visitor picks one. */
export function useCountryChoice(preferred?: string): CountryChoice {
  const countries = useCountries().data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const fallback = countries.find((country) => country.countryCode === preferred) ?? countries[0];
  const selected = countries.find((country) => country.countryDialingCode === picked) ?? fallback;
  return {
    countries,
    selected,
    dialingCode: selected?.countryDialingCode ?? '',
    setDialingCode: setPicked,
  };
}
