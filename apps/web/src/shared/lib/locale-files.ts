import i18n from 'i18next';
import { LANGUAGES } from './languages.ts';
import type { TLazyNamespace } from './lazy-locales.ts';

/** Every language's file of each lazy namespace, one chunk each (the list is LAZY_NAMESPACES, as in app/i18n.ts). */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/{auth,articles,banners,editor,admin,dashboard,documents,files,publicMentors,resources,resume,profile,users,privacy,postings,opportunities,engagements,mentorAdmin,mentoring,meetings,surveys,surveyAnswer,surveyStats,stipends,certificates}.json',
);

/**
 * Adds these namespaces in every language to i18next (once), then registers them with i18next, which loads them in
 * the current language when that is Serbian in Cyrillic (derived files, app/i18n.ts's backend) and again in it
 * when the reader switches to it later.
 */
export async function addNamespaces(namespaces: readonly TLazyNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.flatMap((ns) =>
      LANGUAGES.map(async (lang) => {
        if (i18n.hasResourceBundle(lang, ns)) return;
        const load = files[`../../locales/${lang}/${ns}.json`];
        if (!load) throw new Error(`no locales/${lang}/${ns}.json`);
        const { default: texts } = await load();
        if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, texts, true);
      }),
    ),
  );
  await i18n.loadNamespaces([...namespaces]);
}
