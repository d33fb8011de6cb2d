// The reports feature's public entry: what app/ and the other features use of it (eslint.boundaries.js).
export { ReportButton } from './lazy/report-button';
