import { useState } from 'react';
import { Button, Empty, Input, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMatchedIntern, TOpportunityKind } from '@praktika/contracts/opportunities';
import { useDebouncedUrlSearch, useUrlParams } from '../../../shared/admin/use-list-url-state.ts';
import { usePostingMatches, useInvite } from '../api/opportunities.ts';
import { catalogueName, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { MatchSummary } from './match-reasons.tsx';
import { errorText, useToast } from '../../../shared/ui/toast.ts';

export const MATCHES_PAGE_SIZE = 10;

function MatchCard({
  intern,
  onInvite,
  inviting,
  disabled,
  unverifiedHost,
}: {
  intern: TMatchedIntern;
  onInvite: () => void;
  inviting: boolean;
  disabled: boolean;
  /** The posting's organisation is not verified: minors cannot be invited (issue 22 §3). */
  unverifiedHost: boolean;
}) {
  const { t } = useTranslation('postings');
  const lang = useLanguage();
  const name = `${intern.internName} ${intern.internLastName}`;
  return (
    <li className="pk-card pk-postings-applicant" data-testid="matched-intern">
      <div className="pk-postings-applicant-head">
        <div>
          <h3 className="pk-postings-applicant-name">{name}</h3>
          <p className="pk-postings-meta">
            {t('postings:applicants.age', { count: intern.age })}
            {intern.municipality && <> · {catalogueName(intern.municipality, lang)}</>}
            {intern.availability && (
              <> · {t('postings:matches.availability', { text: intern.availability })}</>
            )}
          </p>
        </div>
        <div className="pk-postings-applicant-tags">
          {intern.minor && (
            <Tag className="pk-postings-tag pk-postings-tag-minor">{t('postings:applicants.minor')}</Tag>
          )}
          {!(intern.minor && unverifiedHost) && (
            <Button
              type="primary"
              loading={inviting}
              disabled={disabled}
              aria-label={t('postings:matches.inviteName', { name })}
              onClick={onInvite}
            >
              {t('postings:matches.invite')}
            </Button>
          )}
        </div>
      </div>
      {intern.minor && unverifiedHost && (
        <p className="pk-postings-hint" data-testid="minor-invite-refused">
          {t('postings:matches.minorUnverified')}
        </p>
      )}
      <MatchSummary match={intern.match} />
    </li>
  );
}

/**
 * The interns matched to a posting, best first (strength and the reasons as chips), searchable by name
 * (`internName` in the URL as `matchName`, page as `matchPage`), with Invite: the invited intern gets an e-mail and
 * leaves the list (the API leaves out interns already applied or invited). An empty list says the rule (a complete
 * CV sharing a field or skill) and how many interns wait only for their CV (`incompleteCvs`, never who).
 */
export function MatchesTab({
  kind,
  postingId,
  open,
  hostVerified,
}: {
  kind: TOpportunityKind;
  postingId: string;
  open: boolean;
  /** The posting's organisation is verified (false: minors cannot be invited; issue 22 §3). */
  hostVerified?: boolean;
}) {
  const { t } = useTranslation(['postings', 'errors']);
  const toast = useToast();
  const [params, update] = useUrlParams();
  const internName = params.get('matchName') ?? '';
  const page = Math.max(1, Number(params.get('matchPage')) || 1);
  const patch = (changes: Record<string, string | undefined>) =>
    update((next) => {
      for (const [k, v] of Object.entries(changes))
        if (v) next.set(k, v);
        else next.delete(k);
    });
  const [search, setSearch] = useDebouncedUrlSearch(internName, (v) =>
    patch({ matchName: v || undefined, matchPage: undefined }),
  );
  const list = usePostingMatches(kind, postingId, {
    page,
    limit: MATCHES_PAGE_SIZE,
    ...(internName ? { internName } : {}),
  });
  const invite = useInvite();
  const [inviting, setInviting] = useState<string | null>(null);

  const doInvite = (intern: TMatchedIntern) => {
    setInviting(intern._id);
    invite.mutate(
      { kind, id: postingId, inviteeId: intern._id },
      {
        onSuccess: () =>
          toast.success(
            t('postings:matches.invited', { name: `${intern.internName} ${intern.internLastName}` }),
          ),
        onError: (err) => toast.error(errorText(err, t)),
        onSettled: () => setInviting(null),
      },
    );
  };

  return (
    <section aria-label={t('postings:tabs.matches')}>
      {!open && <p className="pk-postings-hint">{t('postings:matches.closed')}</p>}
      <div className="pk-admin-filters" role="search">
        <Input.Search
          allowClear
          className="pk-admin-search"
          placeholder={t('postings:matches.search')}
          aria-label={t('postings:matches.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => patch({ matchName: v.trim() || undefined, matchPage: undefined })}
        />
      </div>
      {list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton active aria-busy="true" />
      ) : list.data.docs.length === 0 && internName ? (
        <Empty description={t('postings:matches.noneFiltered')} />
      ) : list.data.docs.length === 0 ? (
        <Empty
          data-testid="matches-empty"
          description={
            <>
              <strong className="pk-postings-empty-title">{t('postings:matches.none')}</strong>
              <span className="pk-postings-empty-text">{t('postings:matches.rule')}</span>
              {list.data.incompleteCvs > 0 && (
                <span className="pk-postings-empty-text">
                  {t('postings:matches.incomplete', { count: list.data.incompleteCvs })}
                </span>
              )}
            </>
          }
        />
      ) : (
        <>
          <ol className="pk-postings-list" aria-busy={list.isFetching}>
            {list.data.docs.map((intern) => (
              <MatchCard
                key={intern._id}
                intern={intern}
                inviting={inviting === intern._id}
                disabled={!open || (inviting !== null && inviting !== intern._id)}
                unverifiedHost={hostVerified === false}
                onInvite={() => doInvite(intern)}
              />
            ))}
          </ol>
          <ListPager
            list={list.data}
            pageSize={MATCHES_PAGE_SIZE}
            onPage={(p) => patch({ matchPage: p > 1 ? String(p) : undefined })}
          />
        </>
      )}
    </section>
  );
}
