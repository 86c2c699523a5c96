import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { type ListingMode, PROPERTIES } from '@carespace/domain';
import { Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { lazyAntd } from '../../../components/lazy-antd.tsx';
import { Card } from '../../../components/plain/Card.tsx';
import { Empty } from '../../../components/plain/Empty.tsx';
import { QueryTabs } from '../../../components/plain/QueryTabs.tsx';
import { Skeleton } from '../../../components/plain/Skeleton.tsx';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import {
  useMatchedProperties,
  useOwnProperties,
  useSignedInIdentity,
  useUpdatePriority,
} from '../api/properties-api.ts';
import { useAreaBase } from '../area-path.ts';
import { PropertyGrid } from '../components/PropertyGrid.tsx';
import './PropertiesPage.css';

/** The search tab (its map, filters and selects are built with antd) loads, with antd, when it is opened. */
const PropertySearch = lazyAntd(
  async () => (await import('../components/PropertySearch.tsx')).PropertySearch,
  <Skeleton rows={6} />,
);

const MODE_PARAM = 'mode';

function readMode(value: string | null): ListingMode {
  return value === 'draft' || value === 'organize' ? value : '';
}

/** Your Property Listings: listed, drafts/unlisted, and Choose my Properties; the mode is in the query. */
export function Listings({
  forOrganization,
  heading,
}: {
  /** The organization an admin acts for (otherwise the query's organizationId, or the caller's own). */
  forOrganization?: string | null;
  /** The console names whose listings these are; the provider's own page keeps its usual title. */
  heading?: string;
} = {}) {
  const identity = useSignedInIdentity();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mode = readMode(params.get(MODE_PARAM));
  // An admin's console pages name the organization they act for; a provider lists their own.
  const named = forOrganization ?? params.get('organizationId');
  const organizationId = named ?? identity?.organizationId ?? null;
  const properties = useOwnProperties(mode, { organizationId: named });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const save = useUpdatePriority(organizationId ?? '');

  const setMode = (next: ListingMode) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set(MODE_PARAM, next);
    else copy.delete(MODE_PARAM);
    setChosen(null);
    setParams(copy);
  };

  // Choose my Properties starts from what is listed now, in its order.
  const selected =
    chosen ??
    (mode === 'organize'
      ? (properties.data ?? []).filter((p) => p.propertyStatus === 'LIST').map((p) => p.id)
      : []);
  const toggle = (id: string) =>
    setChosen(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  const area = useAreaBase();
  // Admins append organizationId and userId to New Property, and open it in the console.
  const newPropertyPath = identity?.healcoAdmin
    ? `${area}/new/properties?organizationId=${encodeURIComponent(organizationId ?? '')}&userId=${encodeURIComponent(params.get('userId') ?? '')}`
    : `${area}/new/properties`;

  const title =
    mode === 'organize'
      ? PROPERTIES.chooseTitle
      : mode === 'draft'
        ? PROPERTIES.myDrafts
        : (heading ?? PROPERTIES.listingsTitle);
  return (
    <div className="cs-stack">
      <div className="cs-properties__head">
        <h2 className="cs-properties__title">{title}</h2>
        <div className="cs-properties__actions">
          {mode === '' ? (
            <>
              <button
                type="button"
                className="cs-button cs-properties__button"
                onClick={() => navigate(newPropertyPath)}
              >
                <SvgIcon icon={PlusOutlined} />
                {PROPERTIES.newProperty}
              </button>
              <button
                type="button"
                className="cs-button cs-button--secondary cs-properties__button"
                onClick={() => setMode('draft')}
              >
                {PROPERTIES.myDrafts}
              </button>
              <button
                type="button"
                className="cs-button cs-button--secondary cs-properties__button"
                onClick={() => setMode('organize')}
              >
                {PROPERTIES.changeListed}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="cs-button cs-button--secondary cs-properties__button"
              onClick={() => setMode('')}
            >
              <SvgIcon icon={ArrowLeftOutlined} />
              {PROPERTIES.backToProperties}
            </button>
          )}
          {mode === 'organize' ? (
            <>
              <button type="button" className="cs-button cs-button--link" onClick={() => setMode('draft')}>
                {PROPERTIES.myDraftsLink}
              </button>
              {selected.length > 0 ? (
                <button
                  type="button"
                  className="cs-button cs-properties__button"
                  disabled={save.isPending}
                  aria-busy={save.isPending}
                  onClick={() =>
                    save.mutate({ prioritizeProperty: selected }, { onSuccess: () => setMode('') })
                  }
                >
                  {save.isPending && <span className="cs-spinner" aria-hidden="true" />}
                  {PROPERTIES.saveListings}
                </button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      {mode === 'organize' ? (
        <p className="cs-properties__hint">
          Tap the properties you want listed, in the order you want them shown. The ones you leave out stay
          saved as unlisted.
        </p>
      ) : null}
      <PropertyGrid
        properties={
          mode === 'organize'
            ? [...(properties.data ?? [])].sort(
                (a, b) =>
                  (selected.indexOf(a.id) + 1 || Number.MAX_SAFE_INTEGER) -
                  (selected.indexOf(b.id) + 1 || Number.MAX_SAFE_INTEGER),
              )
            : properties.data
        }
        loading={properties.isPending}
        showStatus
        selectable={mode === 'organize'}
        selectedIds={selected}
        onSelect={(property) => toggle(property.id)}
        empty={
          <Card>
            <Empty
              description={
                mode === 'draft'
                  ? 'No drafts or unlisted properties. Everything you saved is listed.'
                  : 'You have not listed a property yet. Add your first one: it takes a few minutes, and photos help it get seen.'
              }
            >
              {mode === 'draft' ? undefined : (
                <Link to={newPropertyPath} className="cs-button cs-properties__button">
                  {PROPERTIES.newProperty}
                </Link>
              )}
            </Empty>
          </Card>
        }
      />
    </div>
  );
}

/** Property Matches: cards lead to the property; the empty state points to the search map. */
export function Matches({ forOrganization }: { forOrganization?: string | null } = {}) {
  const [params] = useSearchParams();
  const matches = useMatchedProperties({ organizationId: forOrganization ?? params.get('organizationId') });
  return (
    <div className="cs-stack">
      <h2 className="cs-properties__title">{PROPERTIES.matchesTitle}</h2>
      <PropertyGrid
        properties={matches.matches}
        loading={matches.isPending}
        empty={
          <Card>
            <Empty description={PROPERTIES.matchesEmpty}>
              <Link to="/provider/properties?tab=property-search">{PROPERTIES.propertySearchMap}</Link>
            </Empty>
          </Card>
        }
      />
      {matches.hasNextPage ? (
        <div className="cs-properties__more">
          <button
            type="button"
            className="cs-button cs-button--secondary cs-properties__button"
            disabled={matches.isFetchingNextPage}
            aria-busy={matches.isFetchingNextPage}
            onClick={() => void matches.fetchNextPage()}
          >
            {matches.isFetchingNextPage && <span className="cs-spinner" aria-hidden="true" />}
            Show more matches
          </button>
        </div>
      ) : null}
    </div>
  );
}

export default function PropertiesPage() {
  return (
    <QueryTabs
      clearParams={[MODE_PARAM]}
      items={[
        { key: 'host', label: 'Your listings', children: <Listings /> },
        { key: 'guest', label: 'Matches', children: <Matches /> },
        {
          key: 'property-search',
          label: 'Search',
          children: (
            <Suspense fallback={<Skeleton rows={6} />}>
              <PropertySearch />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
