/** The badge on the first photo of a film or release, in the gallery and in the uploader. */
export const PRIMARY_BADGE = 'Primary';
