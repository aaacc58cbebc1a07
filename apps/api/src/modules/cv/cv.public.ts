// What other modules may import from cv (eslint-rules/api-boundaries.js): the adult age, the CV read for exports.
export { ADULT_AGE, presentInternCv } from './cv.presenter.ts';
export { findCvRecord } from './cv.repo.ts';
