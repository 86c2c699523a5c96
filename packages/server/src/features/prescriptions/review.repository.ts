/**
 * The SQL of reviewing prescription requests, each part in a file named for what it holds: who sees what
 * (review-scope), the tabs and their export (prescription-list), one request and its names (prescription-lookup),
 * its files (prescription-files), approve, reject and refer (decision), tracking (shipping). Other features and
 * the review service take them from here, under the names they always had.
 */
export * from './decision.repository.ts';
export * from './prescription-files.repository.ts';
export * from './prescription-list.repository.ts';
export * from './prescription-lookup.repository.ts';
export * from './review-scope.repository.ts';
export * from './shipping.repository.ts';
