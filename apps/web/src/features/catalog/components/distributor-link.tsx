import { Link } from '@/lib/router';

/** A distributor's or studio's page: what it put out, grouped by film. */
export const distributorPath = (name: string) => `/distributors/${encodeURIComponent(name)}`;

export function DistributorLink({ name }: { name: string }) {
  return (
    <Link
      to={distributorPath(name)}
      data-testid="distributor-link"
      className="text-cyan underline-offset-2 hover:underline"
    >
      {name}
    </Link>
  );
}
