/** A film as headings, dialogs and labels name it: 'Aliens (1986)', or just the title when its year is unknown. */
export const filmWithYear = (film: { title: string; year: number | null }): string =>
  film.year ? `${film.title} (${film.year})` : film.title;
