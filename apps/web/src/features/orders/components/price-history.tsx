import { formatShortMonth } from '@rewind/shared/time';
import { formatPrice } from '@rewind/shared/currency';
import type { TCondition } from '@rewind/shared/options';
import type { TPriceHistory } from '@rewind/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';

function usePriceHistory(releaseId: string) {
  return useQuery({
    queryKey: ['orders', 'price-history', releaseId],
    queryFn: ({ signal }) =>
      api.get<TPriceHistory>(`/releases/${encodeURIComponent(releaseId)}/price-history`, { signal }),
  });
}

/**
 * What copies of a release sold for: per media grade over the last 12 months, the low,
 * median and high, and the last sale. `highlight` marks one grade (a listing's own); `compact` is the line
 * beside a listing's price.
 */
export function PriceHistory({
  releaseId,
  highlight,
  compact = false,
}: {
  releaseId: string;
  highlight?: TCondition;
  compact?: boolean;
}) {
  const { data } = usePriceHistory(releaseId);
  if (!data) return null;
  const { grades, lastSold, currency } = data;
  const price = (amount: string) => formatPrice(amount, currency);
  const last =
    lastSold &&
    `Last sold ${formatShortMonth(lastSold.soldAt)} for ${price(lastSold.price)}${lastSold.condition ? ` (${lastSold.condition})` : ''}`;
  if (compact) {
    const same = grades.find((grade) => grade.condition === highlight);
    if (!same && !last) return null;
    return (
      <p className="text-sm text-tape-300" data-testid="listing-price-history">
        {same &&
          `${same.condition} sold for ${price(same.low)}–${price(same.high)} (median ${price(same.median)}) in 12 months. `}
        {last}
      </p>
    );
  }
  return (
    <div data-testid="price-history">
      {grades.length === 0 ? (
        <p className="text-sm text-tape-300">No sales in the last 12 months.</p>
      ) : (
        <table className="w-full max-w-xl text-left text-sm">
          <caption className="sr-only">Sale prices of the last 12 months by media grade</caption>
          <thead className="text-xs tracking-wide text-tape-400 uppercase">
            <tr>
              <th scope="col" className="py-2 font-semibold">
                Media
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Low
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Median
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                High
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Sales
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-tape-700">
            {grades.map((grade) => (
              <tr key={grade.condition} className={cn(grade.condition === highlight && 'text-yellow')}>
                <th scope="row" className="py-2 font-medium">
                  {grade.condition}
                </th>
                <td className="py-2 text-right">{price(grade.low)}</td>
                <td className="py-2 text-right">{price(grade.median)}</td>
                <td className="py-2 text-right">{price(grade.high)}</td>
                <td className="py-2 text-right">{grade.sales}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {last && <p className="mt-3 text-sm text-tape-300">{last}.</p>}
    </div>
  );
}
