// A shipping policy in words, as the profile shows it: the server writes it into the profile's answer.
import { countryName } from './countries.ts';
import { formatPrice } from './currency.ts';
import type { TShippingPolicyView } from './profiles.ts';

type TRate = { first: string; extra: string };

const rateInWords = (rate: TRate, currency: string) =>
  `${formatPrice(rate.first, currency)} first item, ${formatPrice(rate.extra, currency)} each extra`;

/** 'Within Germany: €4.00 first item, €1.00 each extra. Rest of the world: …' or '… Ships within Germany only.' */
export function describeShipping(policy: TShippingPolicyView, country: string | null): string {
  const home = country ? `Within ${countryName(country)}` : 'Domestic';
  const domestic = `${home}: ${rateInWords(policy.domestic, policy.currency)}.`;
  return policy.world
    ? `${domestic} Rest of the world: ${rateInWords(policy.world, policy.currency)}.`
    : `${domestic} Ships within ${country ? countryName(country) : 'the country'} only.`;
}
