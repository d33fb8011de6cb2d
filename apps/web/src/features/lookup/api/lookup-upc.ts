import type { TUpcLookupRequest, TUpcLookupResponse } from '@rewind/shared/lookup';
import * as MSG from '@rewind/shared/texts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError, isApiError } from '@/lib/api-client';

/**
 * The film and release a barcode names. A non-OK status reads 'API Error {status}: {text}'
 * (a request that got no answer keeps the network message). Not found is an answer, not an error:
 * `success: false` with `allowManualSearch`.
 */
export async function lookupUpc(input: TUpcLookupRequest): Promise<TUpcLookupResponse> {
  try {
    return await api.post<TUpcLookupResponse>('/lookup/upc', input);
  } catch (error) {
    if (isApiError(error) && error.status > 0) {
      throw new ApiError(error.status, error.code, MSG.apiError(error.status, error.message), error.fields);
    }
    throw error;
  }
}

export function useLookupUpc() {
  return useMutation({ mutationFn: lookupUpc });
}
