import type { TCreateTitleRequest, TTitleDetail } from '@rewind/shared/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A new film, optionally with its first release; 409 `duplicate` with the product's message. */
export function createTitle(input: TCreateTitleRequest): Promise<TTitleDetail> {
  return api.post<TTitleDetail>('/titles', input);
}

export function useCreateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['titles'] }),
  });
}
