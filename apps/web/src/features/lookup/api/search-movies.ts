import type { TMovieSearchRequest, TMovieSearchResponse } from '@rewind/shared/lookup';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Films matching a title, from the film databases or, without them, from Rewind's catalogue. A failed
 * search answers `success: false` with the server's text; a non-OK status throws the ApiError.
 */
export function searchMovies(input: TMovieSearchRequest): Promise<TMovieSearchResponse> {
  return api.post<TMovieSearchResponse>('/lookup/movies', input);
}

export function useSearchMovies() {
  return useMutation({ mutationFn: searchMovies });
}
