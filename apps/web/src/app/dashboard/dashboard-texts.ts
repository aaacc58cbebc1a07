import i18n from 'i18next';

/**
 * The dashboard's namespaces (DASHBOARD_NAMESPACES) in every language, in ONE chunk: the dashboard's first visit
 * brings its texts in one request instead of one file per namespace and language (22 × 3). The pattern must name
 * the same namespaces as DASHBOARD_NAMESPACES (test/route-texts.test.ts checks it).
 */
const files = import.meta.glob<string>(
  '../../locales/*/{admin,articles,auth,banners,certificates,dashboard,documents,editor,engagements,files,meetings,mentorAdmin,mentoring,opportunities,postings,privacy,profile,publicMentors,resources,stipends,surveyAnswer,surveyStats,surveys,users}.json',
  // `?raw`: these copies are other modules than the per-namespace files other routes load one by one, so the
  // bundler inlines them here instead of importing those 66 small chunks
  { eager: true, query: '?raw', import: 'default' },
);

export const DASHBOARD_TEXT_FILES = Object.keys(files);

for (const [file, texts] of Object.entries(files)) {
  const m = /locales\/(\w+)\/(\w+)\.json$/.exec(file);
  if (m && !i18n.hasResourceBundle(m[1]!, m[2]!))
    i18n.addResourceBundle(m[1]!, m[2]!, JSON.parse(texts) as Record<string, unknown>, true);
}
